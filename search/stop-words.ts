// Dutch function words left out of the index and out of queries (folded). Deliberately shorter than Snowball's list:
// words that carry meaning in a title on this site ("over ons", "zonder ijzers", "tegen vliegen", "niet") stay searchable.
// The last line: the verbs of a question ("wat moet ik doen als…", "hoe vaak laten…"), which say nothing of its topic.
export const DUTCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'de', 'het', 'een', 'en', 'of', 'van', 'in', 'op', 'te', 'ten', 'ter', 'aan', 'met', 'voor', 'bij', 'naar', 'om', 'tot',
  'als', 'dan', 'dat', 'die', 'dit', 'deze', 'der', 'des', 'er', 'is', 'zijn', 'was', 'waren', 'ben', 'bent', 'wordt', 'worden',
  'werd', 'heeft', 'hebben', 'heb', 'had', 'kan', 'kunnen', 'zal', 'zou', 'moet', 'wil', 'ook', 'nog', 'al', 'maar', 'want',
  'dus', 'toch', 'zo', 'je', 'jij', 'jouw', 'uw', 'ik', 'mij', 'me', 'mijn', 'hij', 'zij', 'ze', 'wij', 'we', 'hun', 'hem',
  'haar', 'zich', 'men', 'wat', 'wie', 'hoe', 'waar', 'wanneer', 'welke', 'welk', 'waarom', 'hier', 'daar', 'nu', 'toen',
  'na', 'doe', 'doen', 'doet', 'laat', 'laten', 'vind', 'vindt', 'vinden', 'krijg', 'krijgt', 'krijgen', 'ga', 'gaat', 'gaan', 'mag', 'mogen', 'moeten',
])
