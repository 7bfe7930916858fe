// Spec 3 §2 "Test pages /test-upload and /test-abort exist" (docs/decisions/ #451–#452): two
// small pages for checking, in any environment, that a file upload reaches the server and that an interrupted
// request is let go. Nothing is stored.
export const testPagesTextsNl: Readonly<Record<string, string>> = {
  'test_upload.title': 'Testpagina: bestand uploaden',
  'test_upload.intro':
    'Hiermee controleer je of het versturen van een bestand werkt. We bewaren het bestand niet: je ziet alleen wat er is aangekomen.',
  'test_upload.file': 'Bestand (hoogstens {max})',
  'test_upload.submit': 'Verstuur bestand',
  'test_upload.received': 'Aangekomen: {name}, {size}, type {type}. Het bestand is niet bewaard.',
  'test_upload.missing': 'Kies een bestand.',
  'test_upload.empty': 'Dit bestand is leeg.',
  'test_abort.title': 'Testpagina: verzoek afbreken',
  'test_abort.intro':
    'Hiermee controleer je of de winkel een verzoek loslaat als je het afbreekt. Het trage verzoek duurt {seconds} seconden; breek het af met de knop, of door de pagina te sluiten.',
  'test_abort.start': 'Start een traag verzoek',
  'test_abort.cancel': 'Breek het verzoek af',
  'test_abort.waiting': 'Het verzoek loopt…',
  'test_abort.done': 'Het trage verzoek is afgerond na {seconds} seconden.',
  'test_abort.aborted': 'Het verzoek is afgebroken. De winkel is ermee gestopt.',
};
