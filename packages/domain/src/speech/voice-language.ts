import { voiceLanguages, type VoiceLanguage } from '../schemas/speech-input.js';

/** Regions whose Chinese is written in Traditional characters. */
const traditionalRegions = new Set(['TW', 'HK', 'MO']);

/**
 * The voice language of a BCP 47 locale (`es-ES`, `zh-TW`, `yue-HK`), or null when the app
 * recognises no speech in it. Mandarin's script follows the script or region named.
 */
export function voiceLanguageOf(locale: string): VoiceLanguage | null {
  const [base, ...rest] = locale.split('-');
  if (base === 'zh') {
    if (rest.includes('Hant') || rest.some((part) => traditionalRegions.has(part))) return 'zh-Hant';
    return 'zh-Hans';
  }
  return (voiceLanguages as readonly string[]).includes(base ?? '') ? (base as VoiceLanguage) : null;
}
