export { LINES_READ, type Lines } from './lines';
export { OdooClient, READ_METHODS, type CallOptions, type Domain, type OdooAction, type OdooClientOptions, type SearchReadInput, type Values } from './client';
export {
  OdooError,
  isOdooError,
  mapFetchError,
  mapHttpFailure,
  mapRpcError,
  type FetchFailure,
  type HttpFailure,
  type OdooErrorInit,
  type OdooErrorKind,
} from './errors';
export type { FieldInfo, FieldsMap } from './field-info';
export { asOnchangeValue, type OnchangeAnswer, type OnchangeFields, type OnchangeWarning } from './onchange';
export { FieldsCache, type FieldsStore } from './fields-cache';
export type { AggregateValue, GroupRow, GroupValue, ReadGroupInput } from './read-group';
export type { Many2one, OdooRecord, SearchResult } from './records';
export { parseSessionInfo, parseVersion, type OdooCompany, type OdooSession, type OdooVersion } from './session';
export { DEFAULT_MAJOR, MAJORS, STATES, lineWarningOf, majorOf, postedMessageId, statesOn, statesOnAnyVersion, timesheetTimeOf, traitsOf, versionAtLeast, WEB_CLIENT, type DownPaymentGroup, type LineWarning, type Major, type OdooTraits, type StatefulModel } from './versions';
export type { FieldSuggestion } from './suggest-field';
export { DEFAULT_TIMEOUT_MS, fetchTransport, type Transport, type TransportOptions } from './transport';
export { parseCompanyIds, parseOdooUrl, type PageRoute, type RecordRef, type RouteKind, type RouteScheme, type RouteStep } from './url';
