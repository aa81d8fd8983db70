import type { Language } from '../languages';
import { app } from './app';
import { approve } from './approve';
import { changes } from './changes';
import { changesUndo } from './changes-undo';
import { chat } from './chat';
import { common } from './common';
import { errors } from './errors';
import { examples } from './examples';
import { nouns } from './nouns';
import { page } from './page';
import { panel } from './panel';
import { conversations } from './conversations';
import { fileChips } from './file-chips';
import { settings } from './settings';
import { setup } from './setup';
import { privacy } from './privacy';
import { suggest } from './suggest';
import { suggestDone } from './suggest-done';
import { worker } from './worker';
import { files } from './files';
import { browserUi } from './browser-ui';
import { opsModels } from './ops-models';
import { opsButtons } from './ops-buttons';
import { opsPreview } from './ops-preview';
import { opsPreviewLines } from './ops-preview-lines';
import { opsPreviewUndo } from './ops-preview-undo';
import { opsActions } from './ops-actions';
import { opsUndo } from './ops-undo';
import { opsReconcile } from './ops-reconcile';
import { opsTools } from './ops-tools';
import { choices } from './choices';
import { cards } from './cards';
import { personal } from './personal';
import { policyLines } from './policy-lines';
import { opsDay } from './ops-day';
import { opsMrp } from './ops-mrp';
import { changeSet } from './change-set';
import { spend } from './spend';
import { undoCreate } from './undo-create';
import { audit } from './audit';
import { consequences } from './consequences';
import { trail } from './trail';
import { taint } from './taint';
import { backorder } from './backorder';
import { lineWords } from './line-words';
import { mrpQuestions } from './mrp-questions';
import { orderConfirm } from './order-confirm';

// Every area's messages, merged per language. A new area file is added to `areas` (messages.test.ts
// fails on a key defined twice).
export const areas = { app, approve, nouns, examples, setup, settings, chat, common, changes, changesUndo, panel, conversations, fileChips, privacy, suggest, suggestDone, worker, files, browserUi, errors, page, opsModels, opsButtons, opsPreview, opsPreviewLines, opsPreviewUndo, opsActions, opsUndo, opsReconcile, opsTools, opsDay, opsMrp, choices, cards, personal, policyLines, changeSet, spend, undoCreate, audit, consequences, trail, backorder, mrpQuestions, taint, lineWords, orderConfirm } as const;

type Area = (typeof areas)[keyof typeof areas];
type Merge<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type English = Merge<Area['en']>;
export type MessageKey = keyof English & string;
export type Catalog = { [K in MessageKey]: English[K] };

export const catalogs = Object.fromEntries(
  (['en', 'fr', 'es', 'de', 'nl'] as const).map((language) => [
    language,
    Object.assign({}, ...Object.values(areas).map((area) => area[language])),
  ]),
) as Record<Language, Catalog>;
