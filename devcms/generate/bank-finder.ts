// Dutch names, streets and phrases for generated clinics and vets.

export const FIRST_NAMES_F = [
  'Anna', 'Sophie', 'Julia', 'Emma', 'Lotte', 'Sanne', 'Eva', 'Lisa', 'Fleur', 'Iris', 'Noor', 'Anouk', 'Femke', 'Marloes',
  'Esther', 'Charlotte', 'Merel', 'Roos', 'Ilse', 'Maaike', 'Linda', 'Judith', 'Karin', 'Mirjam', 'Nienke', 'Silke', 'Vera',
  'Hanneke', 'Renske', 'Floor', 'Annemiek', 'Wendy', 'Jolien', 'Sietske', 'Marieke', 'Elise',
]
export const FIRST_NAMES_M = [
  'Jan', 'Pieter', 'Thomas', 'Bas', 'Joost', 'Maarten', 'Ruben', 'Sander', 'Mark', 'Wouter', 'Jeroen', 'Koen', 'Tim', 'Daan',
  'Lucas', 'Niels', 'Stefan', 'Erik', 'Hendrik', 'Gerrit', 'Bram', 'Jesse', 'Stijn', 'Jelle', 'Sjoerd', 'Rik', 'Freek', 'Marco',
  'Vincent', 'Arjen', 'Hidde', 'Tjeerd', 'Wim', 'Roel', 'Frank', 'Gijs',
]
export const LAST_NAMES = [
  'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer',
  'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits',
  'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Heuvel', 'van der Veen',
  'van den Broek', 'de Bruijn', 'de Bruin', 'van der Heijden', 'Schouten', 'van Beek', 'Willems', 'van Vliet', 'van de Ven',
  'Hoekstra', 'Maas', 'Verhoeven', 'Koster', 'van Dam', 'van der Wal', 'Prins', 'Blom', 'Huisman', 'Peeters', 'de Kok',
  'Kuipers', 'van Wijk', 'Post', 'Postma', 'Veenstra', 'Timmermans', 'Wolters', 'Gerritsen', 'Boersma', 'Zijlstra',
  'Kramer', 'van Rijn', 'Evers', 'Hofman', 'Scholten', 'Verbeek', 'Koning', 'Lammers',
]

export const STREETS = [
  'Dorpsstraat', 'Kerkweg', 'Molenweg', 'Hoofdstraat', 'Stationsweg', 'Industrieweg', 'Polderweg', 'Dijkweg', 'Kanaalweg',
  'Beukenlaan', 'Eikenlaan', 'Veldweg', 'Zandweg', 'Broekweg', 'Schoolstraat', 'Burgemeester de Withstraat', 'Ambachtsweg',
  'Hoefslagweg', 'Weidelaan', 'Rijksstraatweg', 'Provincialeweg', 'Oude Postweg', 'Heideweg', 'Bosweg', 'Nieuweweg',
  'Koestraat', 'Paardenmarkt', 'Meidoornlaan', 'Esweg', 'Brinkstraat', 'Vaartweg', 'Middenweg', 'Zuiderweg', 'Noorderweg',
]

/** Name patterns; {plaats} is the place, {achternaam} a surname, {naam} a short place-like name. */
export const CLINIC_PATTERNS: { pattern: string; kind: 'kliniek' | 'praktijk' | 'gemengd'; weight: number }[] = [
  { pattern: 'Paardenkliniek {plaats}', kind: 'kliniek', weight: 3 },
  { pattern: 'Paardenpraktijk {plaats}', kind: 'praktijk', weight: 4 },
  { pattern: 'Dierenartsenpraktijk {plaats}', kind: 'gemengd', weight: 4 },
  { pattern: 'Dierenkliniek {naam}', kind: 'gemengd', weight: 2 },
  { pattern: 'Paardenpraktijk {achternaam}', kind: 'praktijk', weight: 2 },
  { pattern: 'Paardenkliniek {naam}', kind: 'kliniek', weight: 2 },
  { pattern: 'Paardendierenartsen {plaats}', kind: 'praktijk', weight: 2 },
  { pattern: 'Dierenartsen {achternaam} & {achternaam2}', kind: 'gemengd', weight: 1 },
]

export const CLINIC_NAMES = [
  'De Meent', 'De Linde', 'De Hoeve', 'Het Veld', 'De Brink', 'De Es', 'Het Hof', 'De Polder', 'De Vecht', 'De Waard',
  'Het Broek', 'De Kempen', 'De Heide', 'De Maasvallei', 'Het Gooi', 'De Venen', 'De Dijk', 'De Horst', 'De Eik', 'Het Zand',
]

export const CLINIC_INTROS: Record<'kliniek' | 'praktijk' | 'gemengd', string[]> = {
  kliniek: [
    '{naam} is een paardenkliniek in {plaats} met opnameboxen, een operatiekamer en een eigen laboratorium.',
    '{naam} ontvangt paarden uit heel {provincie} voor onderzoek, behandeling en opname.',
    'In {plaats} biedt {naam} zorg voor sport- en recreatiepaarden, van eerstelijnszorg tot verwijzingen.',
  ],
  praktijk: [
    '{naam} is een ambulante paardenpraktijk die paarden en pony\'s in en rond {plaats} op stal bezoekt.',
    'De dierenartsen van {naam} rijden dagelijks door {provincie} met volledig ingerichte praktijkauto\'s.',
    '{naam} richt zich volledig op paarden en werkt vanuit {plaats} in de wijde omgeving.',
  ],
  gemengd: [
    '{naam} is een gemengde praktijk in {plaats} met een eigen team voor paarden.',
    'Naast gezelschapsdieren en landbouwhuisdieren verzorgt {naam} in {plaats} veel paarden en pony\'s.',
    '{naam} is al jaren een vertrouwd adres voor paardeneigenaren in {plaats} en omgeving.',
  ],
}

export const CLINIC_CLOSINGS = [
  'Neem bij een eerste bezoek het paspoort van uw paard mee.',
  'Er is ruime parkeergelegenheid voor auto\'s met trailer.',
  'Routinebezoeken, zoals vaccinaties, worden per regio ingepland, zodat de voorrijkosten laag blijven.',
  'De praktijk werkt nauw samen met hoefsmeden en paardenfysiotherapeuten uit de regio.',
  'Afspraken maakt u telefonisch of via de website.',
  'Voor een second opinion bent u ook zonder verwijzing welkom.',
]

export const UNIVERSITIES: [string, number][] = [
  ['de Faculteit Diergeneeskunde in Utrecht', 80],
  ['de Faculteit Diergeneeskunde van de Universiteit Gent', 14],
  ['de Tierärztliche Hochschule Hannover', 6],
]

/** Personal closing lines; {zij} and {haar} are replaced by the vet's pronouns. */
export const PERSONAL = [
  'In {haar} vrije tijd rijdt {zij} zelf dressuur.',
  '{Zij} begeleidt graag studenten diergeneeskunde tijdens hun co-schappen.',
  '{Zij} geeft regelmatig lezingen voor paardeneigenaren over eerste hulp bij koliek.',
  'Naast {haar} werk in de praktijk ment {zij} met een tweespan.',
  '{Zij} neemt graag de tijd om onderzoeksresultaten met de eigenaar door te nemen.',
  'In het weekend is {zij} vaak te vinden op concoursen, als dierenarts van dienst of als toeschouwer.',
  '{Zij} heeft zelf een IJslander waarmee {zij} graag buitenritten maakt.',
  'Samenwerking met hoefsmid, fysiotherapeut en eigenaar ziet {zij} als de sleutel tot een goed herstel.',
  'Voordat {zij} voor de paardenpraktijk koos, werkte {zij} enkele jaren in een gemengde praktijk.',
  'Preventie, zoals vaccinatie, gebitscontrole en ontworming op basis van mestonderzoek, ligt {haar} na aan het hart.',
  'Thuis staan twee pony\'s en een oude Fries die van zijn pensioen geniet.',
  '{Zij} volgt elk jaar nascholing om op de hoogte te blijven van nieuwe behandelingen.',
]

export const FUNCTIONS: [string, number][] = [
  ['Paardendierenarts', 45],
  ['Dierenarts', 25],
  ['Praktijkeigenaar en dierenarts', 10],
  ['Dierenarts in opleiding tot specialist', 5],
  ['Praktijkeigenaar en paardendierenarts', 5],
]

/** Real Dutch area codes per province (the GeoNames province names). */
export const AREA_CODES: Record<string, string[]> = {
  Drenthe: ['0592', '0591', '0593', '0528'],
  Flevoland: ['0320', '0321', '036', '0527'],
  Friesland: ['058', '0513', '0515', '0512', '0517'],
  Gelderland: ['026', '024', '0575', '0318', '055', '0544'],
  Groningen: ['050', '0596', '0594', '0597'],
  Limburg: ['043', '046', '077', '045', '0475'],
  'Noord-Brabant': ['073', '040', '076', '013', '0413', '0492'],
  'Noord-Holland': ['020', '023', '072', '0224', '035', '0229'],
  Overijssel: ['038', '053', '0548', '0546', '0572'],
  Utrecht: ['030', '033', '0343', '0348'],
  Zeeland: ['0118', '0113', '0114', '0115'],
  'Zuid-Holland': ['070', '010', '071', '0172', '078', '0182'],
}

export const WEEKDAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag']
