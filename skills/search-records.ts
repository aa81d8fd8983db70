import { z } from 'zod';
import { recordsResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { lineTables, readableFields, readableLines } from '@/lib/skills/guarded-context';
import { domainInput, linesInput, modelInput } from '@/lib/skills/inputs';

export default defineSkill({
  name: 'search_records',
  description: 'Search records; returns total and rows.',
  terms: {
    en: 'search, find, look up, list, show, filter, browse, contacts in, customers in, records, show, display, all companies, all customers, contacts, customers, suppliers, vendors, products, companies',
    fr: 'chercher, rechercher, trouver, lister, afficher, filtrer, contacts à, clients à, montrer, tous les clients, toutes les sociétés, contacts, clients, fournisseurs, produits, sociétés',
    es: 'buscar, encontrar, listar, mostrar, filtrar, contactos en, clientes en, ver, todos los clientes, todas las empresas, contactos, clientes, proveedores, productos, empresas',
    de: 'suchen, finden, auflisten, anzeigen, filtern, Kontakte in, Kunden in, zeigen, alle Kunden, alle Firmen, Kontakte, Kunden, Lieferanten, Produkte, Firmen',
    nl: 'zoeken, vinden, opzoeken, tonen, filteren, lijst, contacten in, klanten in, laat zien, alle klanten, alle bedrijven, contacten, klanten, leveranciers, producten, bedrijven',
  },
  input: z.object({
    model: modelInput,
    domain: domainInput.default([]),
    fields: z.array(z.string()).optional().describe('Default: key fields'),
    limit: z.number().int().min(1).max(50).default(20).describe('Default 20'),
    offset: z.number().int().min(0).max(1_000_000).default(0).describe('Rows to skip (next page)'),
    order: z.string().optional().describe('e.g. date desc'),
    lines: linesInput.optional(),
  }),
  risk: 'read',
  core: true,
  async execute({ model, domain, fields, limit, offset, order, lines }, { odoo, signal }) {
    const names = await readableFields(odoo, model, fields);
    const checked = lines && (await readableLines(odoo, model, lines));
    const { records, length } = await odoo.searchRead(model, { domain, fields: names, limit, offset, order, lines: checked }, { signal });
    const { more: _, ...result } = recordsResult(model, records, names, await odoo.fields.getFields(model), length, await lineTables(odoo, model, checked));
    // `more`: rows after this page, so the model knows whether to ask for the next offset.
    const more = length - offset - result.rows.length;
    return { ...result, ...(offset ? { offset } : {}), ...(more > 0 ? { more } : {}) };
  },
  summary: ({ model, offset }, out) =>
    `Searched ${model}: ${offset ? `${offset + 1}-${offset + out.rows.length}` : out.rows.length} of ${out.total}`,
});
