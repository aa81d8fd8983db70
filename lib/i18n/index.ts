export { LANGUAGES, LANGUAGE_CHOICES, DEFAULT_LANGUAGE, chooseLocale, spokenLanguage, type LanguageChoice, languageOf, toLocaleTag, browserLanguages, type Language, type LocaleChoice } from './languages';
export { createTranslate, placeholdersOf, type Translate, type Params } from './translate';
export { formatFor, type Formats } from './format';
// Type only: the messages module holds all five languages, which the side panel never loads at once.
export type { MessageKey, Catalog } from './messages';
export { englishCatalog, heldCatalog, loadCatalog } from './catalogs';
export { i18nFor, english, type I18n } from './i18n';
export { said, say, sayArg, inWords, type Said, type Arg, type Text, type Sayable } from './said';
