import { screen, within } from '@testing-library/react';
import type { Collection, Person } from '@watchify/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderPage } from '../../../test/utils';
import { CollectionPage } from './collection-page';
import { PersonPage } from './person-page';

const card = { posterPath: null, voteAverage: 7.1, genreIds: [18] };
const angelina: Person = {
  id: 11701,
  name: 'Angelina Jolie',
  profilePath: null,
  biography: 'An American actress and filmmaker.',
  knownFor: 'Acting',
  birthday: '1975-06-04',
  deathday: null,
  placeOfBirth: 'Los Angeles, California, USA',
  source: 'tmdb',
  credits: [
    {
      ...card,
      id: 1,
      mediaType: 'movie',
      title: 'Kung Fu Panda 4',
      year: 2024,
      releaseDate: '2024-03-06',
      characters: ['Tigress (voice)'],
      jobs: [],
    },
    {
      ...card,
      id: 314385,
      mediaType: 'movie',
      title: 'By the Sea',
      year: 2015,
      releaseDate: '2015-11-12',
      characters: ['Vanessa'],
      jobs: ['Director', 'Screenplay'],
    },
    {
      ...card,
      id: 3,
      mediaType: 'tv',
      title: 'Some Show',
      year: null,
      releaseDate: null,
      characters: [],
      jobs: ['Producer'],
    },
  ],
};
const starWars: Collection = {
  id: 10,
  name: 'Star Wars Collection',
  overview: 'A space opera.',
  posterPath: null,
  backdropPath: null,
  parts: [
    { ...card, id: 11, mediaType: 'movie', title: 'Star Wars', year: 1977, releaseDate: '1977-05-25' },
    { ...card, id: 1891, mediaType: 'movie', title: 'The Empire Strikes Back', year: 1980, releaseDate: '1980-05-20' },
  ],
};

const renderPerson = (id: string) => renderPage(<PersonPage id={Number(id)} />, `/person/${id}`);
const renderCollection = (id: string) => renderPage(<CollectionPage id={Number(id)} />, `/collection/${id}`);

async function inTurkish(test: () => Promise<void>) {
  await i18n.changeLanguage('tr');
  try {
    await test();
  } finally {
    await i18n.changeLanguage('en');
  }
}

describe('a person page', () => {
  it('shows the biography, what the person is known for and the filmography with every role', async () => {
    mockApi({ 'GET /api/people/11701': { status: 200, body: angelina } });
    renderPerson('11701');
    expect(await screen.findByRole('heading', { level: 1, name: 'Angelina Jolie' })).toBeTruthy();
    expect(screen.getByText('An American actress and filmmaker.')).toBeTruthy();
    expect(screen.getByText('Known for').nextElementSibling?.textContent).toBe('Acting');
    const filmography = screen.getByRole('region', { name: /Filmography/ });
    expect(
      within(filmography)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Kung Fu Panda 4', 'By the Sea', 'Some Show']);
    expect(within(filmography).getByText('as Vanessa · Director, Screenplay')).toBeTruthy();
    expect(within(filmography).getByRole('button', { name: 'Add By the Sea to watchlist' })).toBeTruthy();
    expect(screen.queryByText('Built from the titles in this catalog.')).toBeNull();
  });

  it('says when it was built from the catalog, in Turkish', async () => {
    await inTurkish(async () => {
      mockApi({ 'GET /api/people/11701': { status: 200, body: { ...angelina, source: 'catalog', biography: null } } });
      renderPerson('11701');
      expect(await screen.findByRole('heading', { level: 1, name: 'Angelina Jolie' })).toBeTruthy();
      expect(screen.getByText('Bu katalogdaki yapımlardan derlendi.')).toBeTruthy();
      expect(screen.getByText('Bilinen alanı').nextElementSibling?.textContent).toBe('Oyunculuk');
      expect(screen.getByRole('heading', { level: 2, name: /Filmografi/ })).toBeTruthy();
      expect(screen.getByText('Vanessa rolünde · Director, Screenplay')).toBeTruthy();
    });
  });

  it('says an unknown person is not found, in English and Turkish', async () => {
    const notFound = {
      status: 404,
      body: { error: { code: 'personNotFound', message: 'No person has this id.' } },
    };
    mockApi({ 'GET /api/people/5': notFound });
    const { unmount } = renderPerson('5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Person not found' })).toBeTruthy();
    unmount();
    await inTurkish(async () => {
      mockApi({ 'GET /api/people/5': notFound });
      renderPerson('5');
      expect(await screen.findByRole('heading', { level: 1, name: 'Kişi bulunamadı' })).toBeTruthy();
      expect(screen.getByText('Bu numaraya sahip bir kişi yok.')).toBeTruthy();
    });
  });
});

describe('a collection page', () => {
  it('lists the parts in release order', async () => {
    mockApi({ 'GET /api/collections/10': { status: 200, body: starWars } });
    renderCollection('10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Star Wars Collection' })).toBeTruthy();
    expect(screen.getByText('A space opera.')).toBeTruthy();
    const parts = screen.getByRole('region', { name: 'In release order' });
    expect(
      within(parts)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Star Wars', 'The Empire Strikes Back']);
  });

  it('speaks Turkish, and says an unknown collection is not found', async () => {
    await inTurkish(async () => {
      mockApi({ 'GET /api/collections/10': { status: 200, body: starWars } });
      const { unmount } = renderCollection('10');
      expect(await screen.findByRole('region', { name: 'Çıkış sırasıyla' })).toBeTruthy();
      expect(screen.getByText('2 film')).toBeTruthy();
      unmount();
      mockApi({
        'GET /api/collections/9': {
          status: 404,
          body: { error: { code: 'collectionNotFound', message: 'No collection has this id.' } },
        },
      });
      renderCollection('9');
      expect(await screen.findByRole('heading', { level: 1, name: 'Seri bulunamadı' })).toBeTruthy();
    });
  });
});
