// Our own Dutch wording for the staff's partner payouts (issue 30, back office I): /beheer/uitbetalingen with a
// quarter's partners and why each is paid, saved or not paid (spec 2 §9's rules in words), the run, marking a
// payout transferred, the SEPA file, and the audit log's names for a run and a payment. The spec quotes none.
export const beheerPayoutsTextsNl: Readonly<Record<string, string>> = {
  'beheer.payouts': 'Uitbetalingen',
  'beheer.payouts.title': 'Uitbetalingen aan partners',
  'beheer.payouts.intro':
    'Partners krijgen hun commissie per kwartaal. Onder € 5 betalen we niets uit: het saldo schuift door. Een saldo van € 5 tot € 10 sparen we op, tot 4 kwartalen lang; daarna of vanaf € 10 betalen we alles uit. De bedragen zijn exclusief btw; een partner met een btw-nummer krijgt er 21% btw bij.',
  'beheer.payouts.choose': 'Kies een kwartaal',
  'beheer.payouts.quarter': 'Kwartaal',
  'beheer.payouts.show': 'Toon kwartaal',
  'beheer.payouts.summary': 'Controleer het formulier',
  'beheer.payouts.quarter_title': 'Het {label}',
  'beheer.payouts.quarter_running':
    'Dit kwartaal loopt nog tot en met {date}. Je kunt het uitbetalen vanaf de dag erna; tot dan zie je hier wat het nu zou worden.',
  'beheer.payouts.quarter_due':
    'Nog niet uitgevoerd voor {n} partners. Na het uitvoeren staan de uitbetalingen hieronder klaar om over te maken.',
  'beheer.payouts.quarter_due_one':
    'Nog niet uitgevoerd voor 1 partner. Na het uitvoeren staat de uitbetaling hieronder klaar om over te maken.',
  'beheer.payouts.quarter_done':
    'Dit kwartaal is uitgevoerd voor alle partners. Opnieuw uitvoeren verandert niets.',
  'beheer.payouts.none': 'Geen partners met commissie.',
  'beheer.payouts.table': 'Partners in het {label}',
  'beheer.payouts.col.partner': 'Partner',
  'beheer.payouts.col.balance': 'Saldo',
  'beheer.payouts.col.pay': 'Uitbetalen',
  'beheer.payouts.col.carried': 'Schuift door',
  'beheer.payouts.col.reason': 'Waarom',
  'beheer.payouts.col.state': 'Stand',
  'beheer.payouts.total': 'Totaal',
  'beheer.payouts.status.paid': 'Uitbetalen',
  'beheer.payouts.status.saved': 'Gespaard',
  'beheer.payouts.status.below': 'Niet uitbetaald',
  'beheer.payouts.status.skipped': 'Overgeslagen',
  'beheer.payouts.state.preview': 'Nog niet uitgevoerd',
  'beheer.payouts.state.run': 'Uitgevoerd',
  'beheer.payouts.state.open': 'Nog over te maken',
  'beheer.payouts.state.paid_on': 'Overgemaakt op {date}',
  'beheer.payouts.reason.nothing': 'Geen commissie verdiend die nog niet is uitbetaald.',
  'beheer.payouts.reason.below':
    'Minder dan € 5: niet uitbetaald, het saldo schuift door naar het volgende kwartaal.',
  'beheer.payouts.reason.saved': 'Tussen € 5 en € 10: gespaard, kwartaal {n} van de {max}.',
  'beheer.payouts.reason.paid': '€ 10 of meer: wordt uitbetaald.',
  'beheer.payouts.reason.paid_saved': 'Al {max} kwartalen gespaard: wordt nu uitbetaald.',
  'beheer.payouts.reason.skipped': 'Een later kwartaal is al uitgevoerd; dit saldo telt daar mee.',
  'beheer.payouts.run': 'Uitbetaling {label} uitvoeren',
  'beheer.payouts.run_hint':
    'Dit doet hetzelfde als npm run payouts. Per partner wordt het kwartaal één keer vastgelegd.',
  'beheer.payouts.done.run': 'Het kwartaal is uitgevoerd voor {n} partners.',
  'beheer.payouts.done.run_one': 'Het kwartaal is uitgevoerd voor 1 partner.',
  'beheer.payouts.done.run_unchanged': 'Er is niets veranderd: dit kwartaal was al uitgevoerd.',
  'beheer.payouts.done.not_ended': 'Dit kwartaal loopt nog: het kan pas na de laatste dag worden uitgevoerd.',
  'beheer.payouts.done.paid': 'De uitbetaling is gemarkeerd als overgemaakt en de partner krijgt een e-mail.',
  'beheer.payouts.done.paid_unchanged': 'Er is niets veranderd: deze uitbetaling was al overgemaakt.',
  'beheer.payouts.done.gone': 'Deze uitbetaling bestaat niet of hoeft niet te worden overgemaakt.',
  'beheer.payouts.open_title': 'Nog over te maken',
  'beheer.payouts.open_intro':
    'Kies de uitbetalingen voor het betaalbestand (SEPA, pain.001) dat je in je bankomgeving inleest. Heb je een uitbetaling overgemaakt, vul dan de datum in en markeer hem als betaald: de partner krijgt dan een e-mail.',
  'beheer.payouts.open_none': 'Er staan geen uitbetalingen open.',
  'beheer.payouts.select': 'Opnemen in het betaalbestand',
  'beheer.payouts.select_for': '{name}, {label}',
  'beheer.payouts.field.quarter': 'Kwartaal',
  'beheer.payouts.field.amount': 'Over te maken',
  'beheer.payouts.field.amount_vat': '{amount} (incl. 21% btw over {excl})',
  'beheer.payouts.field.account': 'Rekening',
  'beheer.payouts.field.reference': 'Kenmerk',
  'beheer.payouts.bank_missing':
    'Rekeningnummer of tenaamstelling ontbreekt of klopt niet: vul die eerst aan.',
  'beheer.payouts.paid_on': 'Overgemaakt op',
  'beheer.payouts.paid_on_hint': 'DD-MM-JJJJ',
  'beheer.payouts.mark_paid': 'Markeer als betaald',
  'beheer.payouts.mark_paid_for': '{name}, {label}',
  'beheer.payouts.paid_on_missing': 'Vul de datum in waarop je het bedrag hebt overgemaakt.',
  'beheer.payouts.paid_on_invalid': 'Vul een bestaande datum in als DD-MM-JJJJ, bijvoorbeeld 15-01-2027.',
  'beheer.payouts.paid_on_early':
    'Deze datum ligt voor het einde van het kwartaal: vul een datum in vanaf {date}.',
  'beheer.payouts.paid_on_future':
    'Deze datum ligt in de toekomst: vul de dag in waarop je het bedrag overmaakte.',
  'beheer.payouts.refused': 'De uitbetaling is niet gemarkeerd. Controleer de datum.',
  'beheer.payouts.sepa_download': 'Download het betaalbestand',
  'beheer.payouts.sepa.none': 'Kies minstens één uitbetaling voor het betaalbestand.',
  'beheer.payouts.sepa.not_open':
    'Een gekozen uitbetaling is intussen al overgemaakt of bestaat niet meer. Kies opnieuw.',
  'beheer.payouts.sepa.bank':
    'Het rekeningnummer of de tenaamstelling van een gekozen partner ontbreekt of klopt niet.',
  'beheer.payouts.sepa.seller':
    'Het rekeningnummer van de winkel (IBAN en BIC in de instellingen) ontbreekt of klopt niet.',
  'beheer.audit.action.payout.run': 'Kwartaal uitbetaald',
  'beheer.audit.action.payout.paid': 'Uitbetaling overgemaakt',
};
