// The judged query set: what Dutch horse owners and vets type into the search of the bundled content
// (devcms/content), each with the pages a good engine must rank in the top 3 — judged by reading the content before
// running the search. `npm run bench:search` prints hit@1, hit@3 and MRR per class; search/judged/judged.test.ts keeps
// hit@3 from dropping. When the bundled content changes, judge the affected queries again by reading it.
// Questions and no-answer queries are added (edge-queries.ts) and a held-out half reported apart (held-out.ts).
import { EDGE_QUERIES } from './edge-queries.ts'
import type { JudgedQuery } from './judged-query.ts'

const kb = (slug: string) => `/kennisbank/${slug}/`
const academy = (slug: string) => `/academy/${slug}/`

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Words of a title: the page with them in its title first.
  {
    q: 'koliek',
    class: 'title',
    top3: [kb('koliek-herkennen-en-eerste-hulp')],
    why: 'the knowledge-base article on colic',
  },
  {
    q: 'droes',
    class: 'title',
    top3: [
      kb('droes-symptomen-behandeling-en-quarantaine'),
      '/droes-uitbraak-op-manege-wat-stalhouders-nu-moeten-doen/',
    ],
    why: 'the strangles article and the news about an outbreak',
  },
  { q: 'mok', class: 'title', top3: [kb('mok-herkennen-en-behandelen')], why: 'the only page about mud fever' },
  { q: 'rotstraal', class: 'title', top3: [kb('rotstraal-herkennen-en-behandelen')], why: 'the thrush article' },
  {
    q: 'chip en paspoort',
    class: 'title',
    top3: [kb('chippen-en-paspoort-van-paarden'), '/paspoort-en-chip-controleer-of-de-gegevens-van-je-paard-kloppen/'],
    why: 'the rules article and the news on checking the data',
  },
  { q: 'eotrh', class: 'title', top3: [kb('eotrh-bij-paarden')], why: 'only one page names EOTRH' },
  {
    q: 'kribbebijten',
    class: 'title',
    top3: [kb('kribbebijten-en-ander-stereotiep-gedrag')],
    why: 'crib-biting article',
  },
  {
    q: 'vuurwerk',
    class: 'title',
    top3: ['/paarden-en-vuurwerk-zo-komt-je-paard-rustig-de-jaarwisseling-door/'],
    why: 'the fireworks news item',
  },
  {
    q: 'hittestress',
    class: 'title',
    top3: ['/hittestress-bij-paarden-zo-help-je-je-paard-de-zomer-door/'],
    why: 'the heat-stress news item',
  },
  { q: 'chipnummer zoeken', class: 'title', top3: ['/chipnummer-zoeken/'], why: 'the chip number lookup page' },
  { q: 'nieuwsbrief', class: 'title', top3: ['/nieuwsbrief/'], why: 'the newsletter page' },
  {
    q: 'ruwvoeranalyse',
    class: 'title',
    top3: [kb('ruwvoeranalyse-waarom-en-hoe')],
    why: 'the forage analysis article',
  },

  // Questions as people type them: stop words, and words the answer does not use.
  {
    q: 'paard hoest na het rijden',
    class: 'question',
    top3: [kb('astma-bij-paarden')],
    why: 'coughing at the start of work is the asthma article\'s first sign; it never says "rijden"',
  },
  {
    q: 'mijn paard heeft koliek wat moet ik doen',
    class: 'question',
    top3: [kb('koliek-herkennen-en-eerste-hulp')],
    why: 'first aid for colic',
  },
  {
    q: 'hoe vaak moet ik het gebit laten controleren',
    class: 'question',
    top3: [kb('gebitscontrole-waarom-en-hoe-vaak')],
    why: 'the dental check article answers exactly this',
  },
  {
    q: 'wat doe je bij een wond',
    class: 'question',
    top3: [kb('eerste-hulp-bij-wonden'), academy('les-4-wondverzorging-en-tetanus')],
    need: 'any',
    why: 'first aid for wounds, article or lesson',
  },
  {
    q: 'hoe meet ik de temperatuur van mijn paard',
    class: 'question',
    top3: [kb('temperatuur-hartslag-en-ademhaling-meten'), academy('les-1-vitale-functies-meten')],
    need: 'any',
    why: 'measuring vital signs',
  },
  {
    q: 'waarom is biest zo belangrijk voor een veulen',
    class: 'question',
    top3: [kb('biest-en-de-eerste-levensdagen-van-het-veulen')],
    why: 'the colostrum article has this as a heading',
  },
  {
    q: 'is droes besmettelijk',
    class: 'question',
    top3: [kb('droes-symptomen-behandeling-en-quarantaine')],
    why: 'the strangles article (quarantine)',
  },
  {
    q: 'hoe bereken ik het gewicht van mijn paard',
    class: 'question',
    top3: ['/gewicht-berekenen/', kb('gewicht-schatten-met-een-meetlint')],
    need: 'any',
    why: 'the weight calculator page and the tape article',
  },
  {
    q: 'paard schuurt en heeft kale plekken in de manen',
    class: 'question',
    top3: [kb('luizen-bij-paarden')],
    why: 'the lice article opens with exactly these signs',
  },
  {
    q: 'wanneer moet ik mijn paard laten vaccineren',
    class: 'question',
    top3: [kb('vaccinatieschema-voor-paarden')],
    why: 'the vaccination schedule',
  },
  {
    q: 'wat is de ziekte van cushing',
    class: 'question',
    top3: [kb('ppid-cushing-bij-paarden'), '/cushing-ppid-vaker-vastgesteld-tijdig-testen-loont/'],
    need: 'any',
    why: "PPID is Cushing's disease",
  },
  {
    q: 'wat moet ik doen als mijn paard vuurwerk eng vindt',
    class: 'question',
    top3: ['/paarden-en-vuurwerk-zo-komt-je-paard-rustig-de-jaarwisseling-door/'],
    why: 'the fireworks news item',
  },

  // Typos.
  {
    q: 'hoefbevangenhied',
    class: 'typo',
    top3: [kb('hoefbevangenheid-oorzaken-herkennen-en-behandelen')],
    why: 'typo in the ending',
  },
  {
    q: 'vacinatie schema',
    class: 'typo',
    top3: [kb('vaccinatieschema-voor-paarden')],
    why: 'one c missing; "schema" from the compound',
  },
  { q: 'rinopneumonie', class: 'typo', top3: [kb('rhinopneumonie-ehv-1-en-ehv-4')], why: 'h missing' },
  { q: 'tetanis', class: 'typo', top3: [kb('tetanus-bij-paarden')], why: 'u → i' },
  { q: 'slokdarmverstoping', class: 'typo', top3: [kb('slokdarmverstopping-bij-paarden')], why: 'one p missing' },
  { q: 'zomerekzeem', class: 'typo', top3: [kb('zomereczeem-voorkomen-en-verlichten')], why: 'c → k' },
  { q: 'influensa paard', class: 'typo', top3: [kb('influenza-bij-paarden')], why: 'z → s' },

  // Half-typed words (the last word as a prefix).
  {
    q: 'hoefbev',
    class: 'partial',
    top3: [kb('hoefbevangenheid-oorzaken-herkennen-en-behandelen')],
    why: 'prefix of hoefbevangenheid',
  },
  { q: 'ontworm', class: 'partial', top3: [kb('ontworming-op-basis-van-mestonderzoek')], why: 'prefix of ontworming' },
  { q: 'tandenwis', class: 'partial', top3: [kb('tandenwisselen-bij-jonge-paarden')], why: 'prefix of tandenwisselen' },
  { q: 'peesbl', class: 'partial', top3: [kb('peesblessures-herstel-en-revalidatie')], why: 'prefix of peesblessures' },

  // Singular for plural and back.
  { q: 'luis bij paard', class: 'plural', top3: [kb('luizen-bij-paarden')], why: 'luis is the singular of luizen' },
  { q: 'luis', class: 'plural', top3: [kb('luizen-bij-paarden')], why: 'luis is the singular of luizen' },
  { q: 'maagzweer', class: 'plural', top3: [kb('maagzweren-bij-paarden')], why: 'singular of maagzweren' },
  {
    q: 'peesblessure',
    class: 'plural',
    top3: [kb('peesblessures-herstel-en-revalidatie')],
    why: 'singular of peesblessures',
  },
  {
    q: 'wormen bij paarden',
    class: 'plural',
    top3: [kb('ontworming-op-basis-van-mestonderzoek')],
    why: 'worms: the deworming article ("Welke wormen zijn belangrijk?")',
  },
  { q: 'vitamine', class: 'plural', top3: [kb('vitaminen-en-mineralen-voor-paarden')], why: 'singular of vitaminen' },

  // Compounds and their parts.
  {
    q: 'straalrot',
    class: 'compound',
    top3: [kb('rotstraal-herkennen-en-behandelen')],
    why: 'straalrot and rotstraal are the same disease; the article says rotstraal',
  },
  {
    q: 'wormkuur',
    class: 'compound',
    top3: [kb('ontworming-op-basis-van-mestonderzoek')],
    why: 'a wormkuur is what the deworming article is about; the content says ontworming',
  },
  {
    q: 'koliekaanval',
    class: 'compound',
    top3: [kb('koliek-herkennen-en-eerste-hulp')],
    why: 'a colic attack: the colic article',
  },
  {
    q: 'darmwormen',
    class: 'compound',
    top3: [kb('ontworming-op-basis-van-mestonderzoek')],
    why: 'the deworming article names the intestinal worms',
  },
  {
    q: 'paardengebit',
    class: 'compound',
    top3: [
      kb('gebitscontrole-waarom-en-hoe-vaak'),
      academy('les-6-gebitsproblemen-herkennen'),
      kb('gebitsproblemen-herkennen'),
    ],
    need: 'any',
    why: "the horse's teeth: the dental pages",
  },
  {
    q: 'griepprik paard',
    class: 'compound',
    top3: [
      kb('influenza-bij-paarden'),
      kb('vaccinatieschema-voor-paarden'),
      '/vaccinatieplicht-bij-wedstrijden-zo-zit-het-met-influenza/',
    ],
    need: 'any',
    why: 'the flu jab: influenza and its vaccination',
  },
  {
    q: 'stalluchtkwaliteit',
    class: 'compound',
    top3: [kb('stalklimaat-en-luchtkwaliteit')],
    why: 'stal + luchtkwaliteit',
  },

  // Everyday words for the content's words (the editors' synonym list).
  {
    q: 'laminitis',
    class: 'synonym',
    top3: [kb('hoefbevangenheid-oorzaken-herkennen-en-behandelen')],
    why: 'laminitis is hoefbevangenheid',
  },
  {
    q: 'strangles',
    class: 'synonym',
    top3: [
      kb('droes-symptomen-behandeling-en-quarantaine'),
      '/droes-uitbraak-op-manege-wat-stalhouders-nu-moeten-doen/',
    ],
    why: 'strangles is droes; the content never says strangles',
  },
  {
    q: 'hoefzweer',
    class: 'synonym',
    top3: [kb('hoefabces-herkennen-en-behandelen')],
    why: 'a hoefzweer is a hoefabces; the content never says hoefzweer',
  },
  { q: 'paardengriep', class: 'synonym', top3: [kb('influenza-bij-paarden')], why: 'paardengriep is equine influenza' },
  { q: 'copd', class: 'synonym', top3: [kb('astma-bij-paarden')], why: 'COPD is the old name of equine asthma' },
  {
    q: 'ontwormen wormkuur',
    class: 'synonym',
    top3: [kb('ontworming-op-basis-van-mestonderzoek')],
    why: 'both words for deworming',
  },
  { q: 'equine metabool syndroom', class: 'synonym', top3: [kb('ems-en-insulineresistentie')], why: 'EMS written out' },

  // No answer in the content: no results at all.
  { q: 'xqzwvj', class: 'nothing', top3: [], why: 'nonsense' },
  { q: 'tractor kopen', class: 'nothing', top3: [], why: 'no page sells tractors' },
  { q: 'hypotheek berekenen', class: 'nothing', top3: [], why: 'the weight calculator is not about mortgages' },
  { q: 'vakantie in spanje', class: 'nothing', top3: [], why: 'no travel content' },
  { q: 'iphone reparatie', class: 'nothing', top3: [], why: 'no such content' },
  { q: 'het de een van', class: 'nothing', top3: [], why: 'stop words only' },
  ...EDGE_QUERIES,
]
