export { LANGUAGES, LANGUAGE_CHOICES, DEFAULT_LANGUAGE, chooseLocale, spokenLanguage, type LanguageChoice, languageOf, toLocaleTag, browserLanguages, type Language, type LocaleChoice } from './languages';
export { createTranslate, placeholdersOf, type Translate, type Params } from './translate';
export { formatFor, type Formats } from './format';
export { catalogs, areas, type MessageKey } from './messages';
export { i18nFor, english, type I18n } from './i18n';
export { said, say, sayArg, inWords, type Said, type Arg, type Text, type Sayable } from './said';
