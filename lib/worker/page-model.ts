import type { PageContext } from '@/lib/messaging';
import { modelOfPage } from '@/lib/odoo/page-model';
import { odooClientFor } from './clients';

/** The page context with its model filled in from its action when the URL names none (18+). */
export async function withModel(context: PageContext): Promise<PageContext> {
  if (context.model || !context.action || !context.loggedIn) return context;
  try {
    const model = await modelOfPage(odooClientFor(context.origin), context);
    return model ? { ...context, model } : context;
  } catch {
    return context; // Odoo could not say: the context stays as the page gave it
  }
}
