import { PORTRAIT_MAX_BYTES } from '@values-cross/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FREE_FAILURES_PER_ACCOUNT } from '../../config/limits';
import { createTestApp } from '../../testing/test-app';
import { createLoggedInUser, logIn, type LoggedIn } from '../../testing/test-accounts';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';
import { multipart, pngImage, sidewaysJpeg } from '../../testing/test-images';

describe(`profile (${testDialect()})`, () => {
  const test = useTestApp({ PROVIDER_EMAIL: 'datenschutz@example.ch' });

  const get = (user: LoggedIn) =>
    test.app.inject({ method: 'GET', url: `/api/v1/profile/${user.id}/`, headers: user.auth });
  const patch = (user: LoggedIn, payload: object) =>
    test.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile/${user.id}/`,
      headers: user.auth,
      payload,
    });
  const upload = (user: LoggedIn, data: Buffer, filename = 'me.png', type = 'image/png') => {
    const body = multipart({ firstName: 'Nora' }, { name: 'portrait', filename, type, data });
    return test.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile/${user.id}/`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const fetchImage = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers });

  it('shows the own profile with where to ask for its deletion', async () => {
    const user = await createLoggedInUser(test);
    const response = await get(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Anna',
      lastName: 'Muster',
      language: 'de',
      allowedInGallery: false,
      swissCross: null,
      portraitUrl: null,
      deletionContact: 'datenschutz@example.ch',
    });
  });

  it('saves names and gallery consent from JSON', async () => {
    const user = await createLoggedInUser(test);
    const response = await patch(user, {
      firstName: ' Nora ',
      lastName: 'Frei',
      allowedInGallery: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Nora',
      lastName: 'Frei',
      allowedInGallery: true,
    });
    expect((await get(user)).json().firstName).toBe('Nora');
  });

  it.each([
    ['an empty first name', { firstName: '' }, 'firstName'],
    ['a non-boolean consent', { allowedInGallery: 'perhaps' }, 'allowedInGallery'],
    ['a new password without the old one', { newPassword: 'Neues-Kennwort-58' }, 'oldPassword'],
    ['an old password without a new one', { oldPassword: 'x' }, 'newPassword'],
  ])('answers 400 invalid for %s', async (_name, payload, field) => {
    const user = await createLoggedInUser(test);
    const response = await patch(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('invalid');
    expect(Object.keys(response.json().fields)).toContain(field);
  });

  it('changes the password only with the right old one, ending the other logins', async () => {
    const user = await createLoggedInUser(test);
    const otherDevice = await logIn(test, user);
    const wrong = await patch(user, {
      oldPassword: 'Falsch-Kennwort-1',
      newPassword: 'Neues-Kennwort-58',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: 'old_password_wrong',
      fields: { oldPassword: ['old_password_wrong'] },
    });
    const weak = await patch(user, { oldPassword: user.password, newPassword: 'Password123!' });
    expect(weak.json()).toEqual({
      detail: 'invalid',
      fields: { newPassword: ['password_common'] },
    });

    const changed = await patch(user, {
      oldPassword: user.password,
      newPassword: 'Neues-Kennwort-58',
    });
    expect(changed.statusCode).toBe(200);
    const refresh = (token: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/account/token/refresh/',
        payload: { refresh: token },
      });
    expect((await refresh(otherDevice.refresh)).statusCode).toBe(401);
    // The other login's access token stops working with it; this one's keeps working.
    expect((await get(otherDevice)).statusCode).toBe(401);
    expect((await get(user)).statusCode).toBe(200);
    expect((await refresh(user.refresh)).statusCode).toBe(200);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      payload: { email: user.email, password: 'Neues-Kennwort-58' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('stores a portrait upright, square, without metadata, in several sizes', async () => {
    const user = await createLoggedInUser(test);
    const response = await upload(user, await sidewaysJpeg(), 'holiday.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const { portraitUrl, firstName } = response.json();
    expect(firstName).toBe('Nora');
    expect(portraitUrl).toMatch(new RegExp(`^/api/v1/portraits/${user.id}/256\\.webp\\?v=1$`));

    const image = await fetchImage(portraitUrl, user.auth);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=300');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([256, 256, 'webp']);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    const { data } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 256 + x) * 3, (y * 256 + x) * 3 + 3),
    ];
    expect(pixel(128, 20)[0]).toBeGreaterThan(200); // red on top once upright
    expect(pixel(128, 236)[2]).toBeGreaterThan(200); // blue below
    for (const size of [96, 512]) {
      const other = await fetchImage(portraitUrl.replace('256.webp', `${size}.webp`), user.auth);
      expect((await sharp(other.rawPayload).metadata()).width).toBe(size);
    }
  });

  it('serves portraits publicly only with gallery consent, under the current version', async () => {
    const user = await createLoggedInUser(test);
    const { portraitUrl } = (await upload(user, await pngImage())).json();
    expect((await fetchImage(portraitUrl)).statusCode).toBe(404);
    const stranger = await createLoggedInUser(test);
    expect((await fetchImage(portraitUrl, stranger.auth)).statusCode).toBe(404);

    // Giving consent publishes the portrait under a new URL, cached only briefly.
    const consented = (await patch(user, { allowedInGallery: true })).json();
    expect(consented.portraitUrl).not.toBe(portraitUrl);
    expect((await fetchImage(portraitUrl, user.auth)).statusCode).toBe(404);
    const publicUrl = consented.portraitUrl as string;
    const pub = await fetchImage(publicUrl);
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toBe('public, max-age=300');
    expect((await fetchImage(publicUrl.replace(/\?v=\d+/, '?v=7'))).statusCode).toBe(404);
    expect((await fetchImage(publicUrl.replace('256.webp', '300.webp'))).statusCode).toBe(400);
    // Saving the profile without a consent change keeps the URL.
    expect((await patch(user, { firstName: 'Nora' })).json().portraitUrl).toBe(publicUrl);

    // Withdrawing consent retires the public URL at once.
    const withdrawn = (await patch(user, { allowedInGallery: false })).json();
    expect((await fetchImage(publicUrl)).statusCode).toBe(404);
    expect(withdrawn.portraitUrl).not.toBe(publicUrl);
    expect((await fetchImage(withdrawn.portraitUrl, user.auth)).statusCode).toBe(200);
  });

  it('judges uploads by content: the name or declared type does not matter', async () => {
    const user = await createLoggedInUser(test);
    const png = await pngImage();
    expect((await upload(user, png, 'photo.gif', 'image/gif')).statusCode).toBe(200);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const refused = await upload(user, gif, 'photo.png', 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'portrait_type',
      fields: { portrait: ['portrait_type'] },
    });
    const text = await upload(
      user,
      Buffer.from('<script>alert(1)</script>'),
      'x.jpg',
      'image/jpeg',
    );
    expect(text.json().detail).toBe('portrait_type');
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const undecodable = await upload(user, broken);
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json().detail).toBe('portrait_invalid');
  });

  it('answers 413 portrait_size above 1 MB and stores nothing', async () => {
    const user = await createLoggedInUser(test);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(PORTRAIT_MAX_BYTES, 1)]);
    const response = await upload(user, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'portrait_size',
      fields: { portrait: ['portrait_size'] },
    });
    expect((await get(user)).json()).toMatchObject({ portraitUrl: null, firstName: 'Anna' });
  });

  it('answers 413 portrait_size for more than 16 megapixels, judged by the header', async () => {
    const user = await createLoggedInUser(test);
    const huge = await sharp({
      create: { width: 5000, height: 4000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(PORTRAIT_MAX_BYTES);
    const refused = await upload(user, huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ detail: 'portrait_size' });
    expect((await get(user)).json().portraitUrl).toBeNull();
    const large = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(user, large)).statusCode).toBe(200);
  });

  it('accepts multipart form fields as text, consent included', async () => {
    const user = await createLoggedInUser(test);
    const body = multipart({ allowedInGallery: 'true', lastName: 'Weber' });
    const response = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile/${user.id}/`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.json()).toMatchObject({
      allowedInGallery: true,
      lastName: 'Weber',
      portraitUrl: null,
    });
  });

  it('counts wrong old passwords as failed logins: guessing with a stolen token is limited', async () => {
    const user = await createLoggedInUser(test);
    const guess = async (i: number) =>
      (await patch(user, { oldPassword: `Guess-Number-${i}`, newPassword: 'Neues-Kennwort-58' }))
        .statusCode;
    // A burst gets at most the free failures checked; the rest is refused unchecked, and a
    // refused attempt is not counted (so the burst may leave fewer than ten).
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => guess(i)));
    const checked = burst.filter((code) => code === 400).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES_PER_ACCOUNT);
    expect(burst.filter((code) => code === 429)).toHaveLength(15 - checked);
    // One guess at a time, exactly the free failures are checked in all, then the wait begins.
    const after: number[] = [];
    while (after.length <= FREE_FAILURES_PER_ACCOUNT && after.at(-1) !== 429) {
      after.push(await guess(100 + after.length));
    }
    expect(after.at(-1)).toBe(429);
    expect(checked + after.filter((code) => code === 400).length).toBe(FREE_FAILURES_PER_ACCOUNT);
    // The same count applies to logins from a browser without a device cookie.
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(429);
  });

  it('limits profile changes per user, whichever address they come from', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '60' });
    try {
      const user = await createLoggedInUser(limited);
      const other = await createLoggedInUser(limited);
      const change = (who: LoggedIn, i: number) =>
        limited.app.inject({
          method: 'PATCH',
          url: `/api/v1/profile/${who.id}/`,
          headers: who.auth,
          payload: { firstName: `Nora${i}` },
          remoteAddress: `10.9.${i}.1`,
        });
      for (let i = 0; i < 10; i += 1) expect((await change(user, i)).statusCode).toBe(200);
      const eleventh = await change(user, 11);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().detail).toBe('rate_limited');
      expect((await change(other, 12)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
