import type { ProfileInput } from '@watchify/contract';
import sharp from 'sharp';
import type { App } from '../../src/app.js';
import type { TestMember } from '../helpers.js';
import { multipartForm } from './multipart.js';

/** A multipart/form-data body with one file part, as a browser's FormData upload sends it. */
export function multipartFile(file: { bytes: Buffer; filename: string; contentType: string; field?: string }) {
  return multipartForm({}, [{ ...file, field: file.field ?? 'photo' }]);
}

/** Uploads `bytes` as the member's photo (a visitor when no cookie is given). */
export function uploadPhoto(
  app: App,
  cookie: string | undefined,
  bytes: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
) {
  const body = multipartFile({ bytes, filename, contentType });
  return app.inject({
    method: 'POST',
    url: '/api/me/photo',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

/** A real photo of one colour, with EXIF data a camera would add (author, GPS-like comment) to prove it is dropped. */
export async function cameraPhoto(
  format: 'png' | 'jpeg',
  { width = 640, height = 480, rgb = { r: 200, g: 40, b: 40 } } = {},
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: rgb } }).withExif({
    IFD0: { Artist: 'Secret Person', ImageDescription: 'Home at 41.0082N 28.9784E' },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** The form values of a member as registered, which a test then changes. */
export function profileOf(member: TestMember, overrides: Partial<ProfileInput> = {}): ProfileInput {
  const { info } = member;
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    nickname: info.nickname,
    birthDate: info.birthDate,
    gender: info.gender || 'Woman',
    occupation: info.occupation,
    city: info.city,
    instagram: '',
    twitter: '',
    ...overrides,
  };
}

/** Saves a profile as the given member (a visitor when no cookie is given). */
export function putProfile(app: App, cookie: string | undefined, payload: object) {
  return app.inject({
    method: 'PUT',
    url: '/api/me/profile',
    headers: cookie ? { cookie } : {},
    payload,
  });
}
