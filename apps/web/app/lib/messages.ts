// The web's own fixed messages (docs/product.md §8 where it names them), in the page's language.
import { sectionTexts, type Language } from '@halimbawa/domain';

/** `webMessages(lang).signedIn`: the catalogue's `webMessage` section in `lang`. */
export function webMessages(lang: Language) {
  return sectionTexts(lang, 'webMessage');
}
