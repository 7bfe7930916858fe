// Issue 31 "Content" (decisions 730–736) at 1280 px, the pages at 1280 and 390 px: staff upload a newsletter PDF for
// a week at /beheer/nieuwsbrieven and a visitor finds it in the shop's archive; staff add a video at /beheer/videos,
// upload its MP4 and Dutch captions, and the shop's video page has the player with its captions track. Each is
// removed again, so a second run (or the other width) starts clean. axe on an upload refused by
// its field (a "PDF" that is not one: the server's refusal; a file of the wrong kind: the browser's). The files are
// made here, a few bytes each: a PDF header and an MP4 'ftyp' box are what the uploads check.
import { logInAsStaff } from './support/staff';
import { expect, expectNoSeriousA11yViolations, reviewShot, test } from './support/fixtures';
import { openPage, returningVisitor } from './support/shell';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0isommp41')]);
const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nWelkom bij Leeswijzer\n');

test('staff upload a newsletter and a visitor finds it in the archive', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = 'Nieuwsbrief week 11: Voorjaarsboeken';
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/nieuwsbrieven');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrieven' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nieuwsbrief uploaden' });
  await form.getByLabel('Jaar').fill('2099');
  await form.getByLabel('Weeknummer').fill('11');
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('PDF of webpagina (HTML)').setInputFiles({
    name: 'voorjaar.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: 'Uploaden' }).click();
  await expect(page.getByText('De nieuwsbrief is toegevoegd.')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Nieuwsbrieven, nieuwste week eerst' })
    .getByRole('row', { name: title });
  await expect(row).toContainText('Week 11 van 2099');
  await expect(row).toContainText('PDF');

  const visitorContext = await browser.newContext({ baseURL });
  await returningVisitor(visitorContext, baseURL!);
  const visitor = await visitorContext.newPage();
  await openPage(visitor, '/overview-newsletters');
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  const file = await visitor.request.get('/media/newsletters/2099/wk9911.pdf');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await visitorContext.close();

  await row.getByRole('button', { name: /Verwijderen/ }).click();
  await expect(page.getByText('De nieuwsbrief is verwijderd.')).toBeVisible();
  await expect(page.getByRole('row', { name: title })).toHaveCount(0);
});

test('staff add a video with captions and the shop shows its player with the captions track', async ({
  page,
  browser,
  baseURL,
}) => {
  const reference = 'journey-voorlezen';
  const title = 'Voorlezen voor beginners';
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Video’s' })).toBeVisible();
  const add = page.getByRole('form', { name: 'Nieuwe video' });
  await add.getByLabel('Referentie').fill(reference);
  await add.getByLabel('Titel').fill(title);
  await add.getByLabel('Omschrijving').fill('Hoe je een prentenboek voorleest.');
  await add.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText('De video is toegevoegd. Upload nu de bestanden.')).toBeVisible();
  await page
    .getByRole('table', { name: 'Video’s op volgorde van positie' })
    .getByRole('row', { name: title })
    .getByRole('link', { name: `Bewerken ${title}` })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Video bewerken' })).toBeVisible();

  const video = page.getByRole('form', { name: 'Video (MP4)' });
  await video
    .getByLabel('Bestand')
    .setInputFiles({ name: 'voorlezen.mp4', mimeType: 'video/mp4', buffer: MP4 });
  await video.getByRole('button', { name: /Uploaden/ }).click();
  await expect(page.getByText('De video is opgeslagen.')).toBeVisible();
  const captions = page.getByRole('form', { name: 'Ondertiteling (WebVTT)' });
  await captions
    .getByLabel('Bestand')
    .setInputFiles({ name: 'voorlezen.vtt', mimeType: 'text/vtt', buffer: VTT });
  await captions.getByRole('button', { name: /Uploaden/ }).click();
  await expect(page.getByText('De ondertiteling is opgeslagen.')).toBeVisible();

  const visitorContext = await browser.newContext({ baseURL });
  await returningVisitor(visitorContext, baseURL!);
  const visitor = await visitorContext.newPage();
  await openPage(visitor, `/videos/${reference}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('video source')).toHaveAttribute('src', `/media/videos/${reference}.mp4`);
  await expect(visitor.locator('video track[kind="captions"]')).toHaveAttribute(
    'src',
    `/media/videos/cc/${reference}.vtt`,
  );
  await visitorContext.close();

  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await expect(page.getByText('De video is verwijderd.')).toBeVisible();
  await expect(page.getByRole('row', { name: title })).toHaveCount(0);
});

test('the newsletters page and an upload refused by its field are accessible', async ({ page, baseURL }) => {
  // Two pages under axe and an upload, beside the other width's journey on a busy machine.
  test.setTimeout(120_000);
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/nieuwsbrieven');
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrieven' })).toBeVisible();
  await reviewShot(page, 'beheer-newsletters');
  const form = page.getByRole('form', { name: 'Nieuwsbrief uploaden' });
  await form.getByLabel('Jaar').fill('2099');
  await form.getByLabel('Weeknummer').fill('12');
  await form.getByLabel('Titel').fill('Geen echte PDF');
  await form.getByLabel('PDF of webpagina (HTML)').setInputFiles({
    name: 'nep.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Beste lezer'),
  });
  await form.getByRole('button', { name: 'Uploaden' }).click();
  await expect(form.getByLabel('PDF of webpagina (HTML)')).toHaveAccessibleDescription(
    /Dit bestand is geen PDF\./,
  );
  await expect(form.getByLabel('Titel')).toHaveValue('Geen echte PDF');
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-newsletters-refused');
});

test('the videos page and an upload refused by its field are accessible', async ({ page, baseURL }) => {
  // Two pages under axe and an upload, beside the other width's journey on a busy machine.
  test.setTimeout(120_000);
  await returningVisitor(page.context(), baseURL!);
  await logInAsStaff(page, baseURL!, '/beheer/videos');
  await expect(page.getByRole('heading', { level: 1, name: 'Video’s' })).toBeVisible();
  await reviewShot(page, 'beheer-videos');
  await page
    .getByRole('table', { name: 'Video’s op volgorde van positie' })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Video bewerken' })).toBeVisible();
  // The browser's own check: no file chosen.
  const poster = page.getByRole('form', { name: 'Poster' });
  await poster.getByRole('button', { name: /Uploaden/ }).click();
  await expect(poster.getByLabel('Bestand')).toHaveAccessibleDescription(/Kies een bestand\./);
  // The server's: a "video" that is not one.
  const video = page.getByRole('form', { name: 'Video (MP4)' });
  await video.getByLabel('Bestand').setInputFiles({
    name: 'nep.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('geen video'),
  });
  await video.getByRole('button', { name: /Uploaden/ }).click();
  await expect(
    page.getByRole('form', { name: 'Video (MP4)' }).getByLabel('Bestand'),
  ).toHaveAccessibleDescription(/Dit bestand is geen MP4-video\./);
  await expectNoSeriousA11yViolations(page);
  await reviewShot(page, 'beheer-videos-refused');
});
