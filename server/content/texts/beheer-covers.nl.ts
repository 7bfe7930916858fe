// Our own Dutch wording for the covers (issue 31, decisions #673–#674): why an uploaded cover is refused and the
// audit log's name for an upload. The spec quotes none of these; the book edit page will show the refusals.
export const beheerCoversTextsNl: Readonly<Record<string, string>> = {
  'beheer.covers.refused.not_image': 'Dit bestand is geen afbeelding. Kies een JPEG-, PNG- of WebP-bestand.',
  'beheer.covers.refused.too_big': 'Dit bestand is te groot: een omslag mag hoogstens {max} MB zijn.',
  'beheer.audit.action.cover.upload': 'Omslag geüpload',
  'beheer.audit.action.cover.revert': 'Geüploade omslag verwijderd',
};
