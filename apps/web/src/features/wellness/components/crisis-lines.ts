/**
 * Well-known, free helplines for young people, by country. Only numbers we are certain of; names
 * are the services' own. Written from the services' published numbers without an online check
 * from the build machine: confirm each against the service's own site before a release, and
 * review yearly (numbers change).
 */
export type CrisisLine = { name: string; call?: string; text?: string; textWord?: string; url?: string };
export type CountryLines = { emergency: string; lines: CrisisLine[] };

export const crisisCountries = ['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'ES', 'MX', 'FR', 'IT', 'HK', 'TW', 'CN'] as const;
export type CrisisCountry = (typeof crisisCountries)[number];

export const crisisLines: Record<CrisisCountry, CountryLines> = {
  US: {
    emergency: '911',
    lines: [
      { name: '988 Suicide & Crisis Lifeline', call: '988', text: '988', url: 'https://988lifeline.org' },
      { name: 'Crisis Text Line', text: '741741', textWord: 'HOME', url: 'https://www.crisistextline.org' },
    ],
  },
  CA: {
    emergency: '911',
    lines: [
      { name: '9-8-8 Suicide Crisis Helpline', call: '988', text: '988', url: 'https://988.ca' },
      { name: 'Kids Help Phone', call: '1-800-668-6868', text: '686868', textWord: 'CONNECT', url: 'https://kidshelpphone.ca' },
    ],
  },
  GB: {
    emergency: '999',
    lines: [
      { name: 'Childline', call: '0800 1111', url: 'https://www.childline.org.uk' },
      { name: 'Samaritans', call: '116 123', url: 'https://www.samaritans.org' },
      { name: 'Shout', text: '85258', textWord: 'SHOUT', url: 'https://giveusashout.org' },
    ],
  },
  IE: {
    emergency: '112',
    lines: [
      { name: 'Childline (ISPCC)', call: '1800 66 66 66', url: 'https://www.childline.ie' },
      { name: 'Samaritans', call: '116 123', url: 'https://www.samaritans.org' },
    ],
  },
  AU: {
    emergency: '000',
    lines: [
      { name: 'Kids Helpline', call: '1800 55 1800', url: 'https://kidshelpline.com.au' },
      { name: 'Lifeline', call: '13 11 14', url: 'https://www.lifeline.org.au' },
    ],
  },
  NZ: {
    emergency: '111',
    lines: [
      { name: 'Need to talk? 1737', call: '1737', text: '1737', url: 'https://1737.org.nz' },
      { name: 'Youthline', call: '0800 376 633', url: 'https://www.youthline.co.nz' },
    ],
  },
  ES: {
    emergency: '112',
    lines: [
      { name: 'Línea 024', call: '024' },
      { name: 'Fundación ANAR', call: '900 20 20 10', url: 'https://www.anar.org' },
    ],
  },
  MX: { emergency: '911', lines: [{ name: 'Línea de la Vida', call: '800 911 2000' }] },
  FR: {
    emergency: '112',
    lines: [
      { name: '3114 – Numéro national de prévention du suicide', call: '3114', url: 'https://3114.fr' },
      { name: 'Fil Santé Jeunes', call: '0 800 235 236', url: 'https://www.filsantejeunes.com' },
    ],
  },
  IT: {
    emergency: '112',
    lines: [
      { name: 'Telefono Azzurro', call: '19696', url: 'https://azzurro.it' },
      { name: 'Telefono Amico Italia', call: '02 2327 2327', url: 'https://www.telefonoamico.it' },
    ],
  },
  HK: {
    emergency: '999',
    lines: [
      { name: '香港撒瑪利亞防止自殺會 The Samaritan Befrienders Hong Kong', call: '2389 2222', url: 'https://sbhk.org.hk' },
      { name: '撒瑪利亞會 The Samaritans Hong Kong', call: '2896 0000', url: 'https://samaritans.org.hk' },
    ],
  },
  TW: {
    emergency: '119',
    lines: [
      { name: '安心專線', call: '1925' },
      { name: '生命線', call: '1995' },
      { name: '張老師專線', call: '1980' },
    ],
  },
  CN: { emergency: '120', lines: [] },
};

/** The country to show first: the browser's region, else the usual one for the interface language. */
export function defaultCrisisCountry(browserLanguages: readonly string[], interfaceLanguage: string): CrisisCountry {
  for (const tag of browserLanguages) {
    const region = /^[a-z]{2,3}(?:-[A-Za-z]{4})?-([A-Z]{2})\b/.exec(tag)?.[1];
    if (region && (crisisCountries as readonly string[]).includes(region)) return region as CrisisCountry;
  }
  const byLanguage: Record<string, CrisisCountry> = { yue: 'HK', 'zh-Hant': 'TW', 'zh-Hans': 'CN', es: 'ES', fr: 'FR', it: 'IT' };
  return byLanguage[interfaceLanguage] ?? 'US';
}
