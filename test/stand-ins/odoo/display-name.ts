import type { Rec, StandInDb } from './db.ts';

const MOVE_LABELS: Record<string, string> = {
  out_invoice: 'Invoice',
  out_refund: 'Credit Note',
  in_invoice: 'Bill',
  in_refund: 'Refund',
  entry: 'Entry',
};

/** display_name as each model's _compute_display_name words it. */
export function displayName(db: StandInDb, model: string, rec: Rec | undefined): string {
  if (!rec) return '';
  const name = typeof rec.name === 'string' ? rec.name : '';
  switch (model) {
    case 'res.partner': {
      const parent = typeof rec.parent_id === 'number' ? db.get('res.partner', rec.parent_id) : undefined;
      if (parent && !rec.is_company && name) return `${String(parent.name)}, ${name}`;
      return name;
    }
    case 'product.product':
    case 'product.template': {
      const tmpl = model === 'product.product' ? db.get('product.template', Number(rec.product_tmpl_id)) : rec;
      const tmplName = String(tmpl?.name ?? '');
      return rec.default_code ? `[${String(rec.default_code)}] ${tmplName}` : tmplName;
    }
    case 'account.move':
      if (rec.state === 'draft' && (!name || name === '/')) {
        return `Draft ${MOVE_LABELS[String(rec.move_type)] ?? 'Entry'} (* ${rec.id})`;
      }
      return name;
    case 'sale.order.line': {
      const order = db.get('sale.order', Number(rec.order_id));
      const product = db.get('product.product', Number(rec.product_id));
      return [order?.name, product ? displayName(db, 'product.product', product) : rec.name].filter(Boolean).join(' - ');
    }
    case 'stock.location':
    case 'product.category':
      return String(rec.complete_name ?? name);
    case 'stock.quant':
      return displayName(db, 'product.product', db.get('product.product', Number(rec.product_id)));
    case 'stock.picking.type': {
      const warehouse = db.get('stock.warehouse', Number(rec.warehouse_id));
      return warehouse ? `${String(warehouse.name)}: ${name}` : name;
    }
    case 'ir.config_parameter':
      return String(rec.key ?? '');
    case 'mail.message':
      return String(rec.subject || rec.record_name || `mail.message,${rec.id}`);
    default:
      return name || `${model},${rec.id}`;
  }
}
