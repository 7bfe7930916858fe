// Our own Dutch wording for the ONIX upload (issue 31, decision #667): /beheer/catalogus/import with its form and
// the list of runs, /beheer/catalogus/import/:id with a run's report, the form's messages and the audit log's name
// for an import. The spec quotes none of these.
export const beheerImportTextsNl: Readonly<Record<string, string>> = {
  'beheer.import': 'Catalogusimport',
  'beheer.import.intro':
    'Lees een ONIX 3.0-bestand in met de titels van de uitgeverij of van de boekhandel (Centraal Boekhuis). Nieuwe titels worden toegevoegd, bestaande bijgewerkt en titels die het bestand verwijdert verdwijnen uit de winkel; bestellingen houden ze. Hetzelfde bestand nog eens inlezen verandert niets.',
  'beheer.import.form_label': 'ONIX-bestand inlezen',
  'beheer.import.file': 'ONIX-bestand (.xml)',
  'beheer.import.file_hint':
    'ONIX 3.0, met lange of korte tags, hoogstens {gb} GB en binnen 30 seconden verstuurd. Het inlezen loopt op de achtergrond door; het verslag staat op de volgende pagina. Een hele catalogus lees je in met npm run import:onix.',
  'beheer.import.submit': 'Inlezen',
  'beheer.import.summary': 'Het bestand kan nog niet worden ingelezen',
  'beheer.import.file_missing': 'Kies een ONIX-bestand (.xml).',
  'beheer.import.file_not_xml': 'Kies een .xml-bestand: een ONIX-bestand is XML.',
  'beheer.import.file_too_big':
    'Dit bestand is groter dan {gb} GB. Splits het, of laat het inlezen met npm run import:onix.',
  'beheer.import.busy': 'Er loopt al een import. Kies het bestand opnieuw zodra die klaar is.',
  'beheer.import.runs': 'Eerdere imports',
  'beheer.import.runs_table': 'Imports, de nieuwste eerst',
  'beheer.import.runs_empty': 'Er is nog geen bestand ingelezen.',
  'beheer.import.count': '{n} imports',
  'beheer.import.col.file': 'Bestand',
  'beheer.import.col.started': 'Gestart',
  'beheer.import.col.by': 'Door',
  'beheer.import.col.status': 'Stand',
  'beheer.import.col.result': 'Resultaat',
  'beheer.import.status.running': 'Bezig',
  'beheer.import.status.done': 'Klaar',
  'beheer.import.status.not_well_formed': 'Geweigerd: geen geldige XML',
  'beheer.import.status.interrupted': 'Afgebroken',
  'beheer.import.status.failed': 'Mislukt',
  'beheer.import.result':
    '{added} toegevoegd, {updated} bijgewerkt, {deleted} verwijderd, {unchanged} ongewijzigd, {rejected} afgewezen',
  'beheer.import.newer': 'Nieuwere imports',
  'beheer.import.older': 'Oudere imports',
  'beheer.import.report_title': 'Import {id}: {file}',
  'beheer.import.back': 'Alle imports',
  'beheer.import.started': 'Gestart op {at} door {by}.',
  'beheer.import.finished': 'Klaar op {at}.',
  'beheer.import.note.running':
    'Deze import loopt nog. De cijfers hieronder zijn tot nu toe; vernieuw de pagina om te zien hoe ver hij is.',
  'beheer.import.refresh': 'Vernieuwen',
  'beheer.import.note.done':
    'De import is klaar. Boekpagina’s, lijsten en zoeken tonen de wijzigingen binnen 30 seconden.',
  'beheer.import.note.not_well_formed': 'Er is niets veranderd: het bestand is geen geldige XML. {error}',
  'beheer.import.note.interrupted':
    'Deze import is afgebroken doordat de winkel opnieuw startte. Wat al was ingelezen blijft staan; lees hetzelfde bestand opnieuw in voor de rest.',
  'beheer.import.note.failed': '{error} Wat al was ingelezen blijft staan.',
  'beheer.import.figures': 'Resultaat',
  'beheer.import.added': 'Toegevoegd',
  'beheer.import.updated': 'Bijgewerkt',
  'beheer.import.deleted': 'Verwijderd',
  'beheer.import.unchanged': 'Ongewijzigd',
  'beheer.import.rejected': 'Afgewezen',
  'beheer.import.rejections': 'Afgewezen records',
  'beheer.import.rejections_table': 'Afgewezen records met hun reden',
  'beheer.import.col.record': 'Record (RecordReference)',
  'beheer.import.col.reason': 'Reden',
  'beheer.import.rejections_more': 'En nog {n} afgewezen records: het verslag bewaart de eerste {kept}.',
  'beheer.audit.action.catalogue.import': 'Catalogus ingelezen',
};
