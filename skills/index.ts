import type { Skill } from '@/lib/skills/define-skill';
import addQuotationLines from './add-quotation-lines';
import aggregateRecords from './aggregate-records';
import archiveRecords from './archive-records';
import countRecords from './count-records';
import createRecord from './create-record';
import createVendorBill from './create-vendor-bill';
import crmPipeline from './crm-pipeline';
import crmStaleOpportunities from './crm-stale-opportunities';
import currentPage from './current-page';
import deleteRecords from './delete-records';
import describeModel from './describe-model';
import fillForm from './fill-form';
import findByName from './find-by-name';
import invoicesOverdue from './invoices-overdue';
import attachments from './attachments';
import readAttachedFile from './read-attached-file';
import cashBankBalances from './cash-bank-balances';
import cashForecast from './cash-forecast';
import comparePeriods from './compare-periods';
import invoicesReceivables from './invoices-receivables';
import lateTransfers from './late-transfers';
import myActivities from './my-activities';
import ordersToInvoice from './orders-to-invoice';
import quotationsExpiring from './quotations-expiring';
import invoicesSummary from './invoices-summary';
import openInTab from './open-in-tab';
import paymentsSummary from './payments-summary';
import postMessage from './post-message';
import purchasesSummary from './purchases-summary';
import readRecord from './read-record';
import runAction from './run-action';
import salesSummary from './sales-summary';
import salesTrend from './sales-trend';
import searchRecords from './search-records';
import stockLevels from './stock-levels';
import stockLow from './stock-low';
import stockValuation from './stock-valuation';
import updateRecords from './update-records';
import updateTask from './update-task';
import logTimesheet from './log-timesheet';

// Every skill, in the order the model sees them (a stable order keeps the prompt cache warm).
// One import and one array entry per skill file (default export); registry.test.ts checks it.
export const skills: Skill[] = [
  currentPage,
  searchRecords,
  readRecord,
  countRecords,
  aggregateRecords,
  findByName,
  describeModel,
  openInTab,
  createRecord,
  fillForm,
  updateRecords,
  archiveRecords,
  deleteRecords,
  runAction,
  postMessage,
  attachments,
  readAttachedFile,
  createVendorBill,
  addQuotationLines,
  salesSummary,
  salesTrend,
  comparePeriods,
  invoicesSummary,
  invoicesOverdue,
  invoicesReceivables,
  paymentsSummary,
  cashBankBalances,
  purchasesSummary,
  stockLevels,
  stockLow,
  stockValuation,
  crmPipeline,
  crmStaleOpportunities,
  // Added after the others so find_skills ranks the older ones first among equals.
  quotationsExpiring,
  ordersToInvoice,
  lateTransfers,
  myActivities,
  cashForecast,
  updateTask,
  logTimesheet,
];

export const skillByName: ReadonlyMap<string, Skill> = new Map(skills.map((skill) => [skill.name, skill]));
