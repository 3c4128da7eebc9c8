import fs from 'node:fs';
import path from 'node:path';
import { isLanguage, type Language } from '@watchify/contract';
import { RenderedDocument } from './rendered-document.js';

/**
 * Which copy of the web app's index.html a page request gets. The web build writes one per interface language
 * (`index.en.html`, `index.tr.html`; apps/web/vite.config.ts), each fetching its language's texts with the rest of
 * the first load, so the first render does not wait for one more round trip (decision 011). The choice mirrors the
 * app's own (apps/web/src/lib/i18n.ts, `detectLanguage`): the language chosen in the app, which reaches the server as
 * a cookie the app keeps equal to it, else the browser's preferred language, Turkish for any Turkish variant, else
 * English. A build without the copies serves index.html.
 */
export function createDocumentPicker(webDist: string): (language: DocumentLanguage) => string {
  const existing = (file: string) => fs.existsSync(path.join(webDist, file));
  const english = existing('index.en.html') ? 'index.en.html' : 'index.html';
  const turkish = existing('index.tr.html') ? 'index.tr.html' : english;
  return (language) => (language === 'tr' ? turkish : english);
}

const HTML_TAG = /<html\b([^>]*)>/i;

/**
 * A visitor's copy of a document: `<html data-session="none">` tells the web app that nobody is signed in (no session
 * cookie came with the request), so it does not ask the API who is. That request answers 401, which browsers log as
 * an error on every page a visitor opens, and every page waits for it before its first render. Each copy is made
 * once, and compressed when first asked for; null for a document without an `<html>` tag.
 */
export function createVisitorDocuments(webDist: string): (documentFile: string) => RenderedDocument | null {
  const copies = new Map<string, RenderedDocument | null>();
  return (documentFile) => {
    let copy = copies.get(documentFile);
    if (copy === undefined) {
      const html = fs.readFileSync(path.join(webDist, documentFile), 'utf8');
      copy = HTML_TAG.test(html) ? new RenderedDocument(html.replace(HTML_TAG, '<html$1 data-session="none">')) : null;
      copies.set(documentFile, copy);
    }
    return copy;
  };
}

/** One document per interface language (the contract's list). */
export type DocumentLanguage = Language;

/**
 * The interface language a page request gets: the one chosen in the app (its cookie), else Turkish for any Turkish
 * variant the browser prefers, else English.
 */
export function documentLanguage(acceptLanguage: string | undefined, chosen?: string): DocumentLanguage {
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(acceptLanguage).startsWith('tr') ? 'tr' : 'en';
}

/** The most preferred language of an Accept-Language header (highest q, the first on a tie), lower-cased. */
export function preferredLanguage(header: string | undefined): string {
  let best = '';
  let bestWeight = 0;
  for (const part of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (tag && Number.isFinite(weight) && weight > bestWeight) {
      best = tag.toLowerCase();
      bestWeight = weight;
    }
  }
  return best;
}
