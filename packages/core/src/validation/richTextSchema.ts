/**
 * The rich text of a type 10 text box (spec §3 Box: "rich text stored as Slate nodes
 * (content.nodes): headings, paragraphs, lists, bold/italic/underline, links, tables, and
 * data-field placeholders; fonts of §9"), as checked on PUT /agreements/{id}. A failure is a
 * 400 BAD_REQUEST.
 *
 * Content is a tree sent by the client, so before any shape is parsed `richTextNodesSchema`
 * measures it without recursion and refuses trees deeper or larger than `richTextLimits`; the
 * recursive shape check then runs on a tree known to be small. The size in characters of a box's
 * content is the server's check after parsing (limits.boxContentMax, CONTENT_LIMIT_EXCEEDED).
 */
import { z } from 'zod';
import type {
  DataFieldElement,
  LinkElement,
  ListElement,
  ListItemElement,
  TableCellElement,
  TableElement,
  TableRowElement,
  TextBlock,
  TextInline,
  TextLeaf,
} from '../domain/agreement.js';
import { documentFonts } from '../domain/documentFonts.js';
import { isAllowedLinkUrl, richTextLimits } from './richText.js';

const alignSchema = z.enum(['left', 'center', 'right']).optional();

const leafSchema: z.ZodType<TextLeaf> = z.object({
  // A leaf has no type; this keeps a misspelt element from passing as a leaf with its type dropped.
  type: z.never().optional(),
  // No length of its own: the whole content's size is bounded by limits.boxContentMax (CONTENT_LIMIT_EXCEEDED).
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  font: z.enum(documentFonts).optional(),
}) as z.ZodType<TextLeaf>;

const linkSchema: z.ZodType<LinkElement> = z.object({
  type: z.literal('link'),
  url: z.string().refine(isAllowedLinkUrl, { message: 'link url must be an http, https or mailto URL' }),
  children: z.array(leafSchema).min(1).max(richTextLimits.childrenMax),
});

const dataFieldElementSchema: z.ZodType<DataFieldElement> = z.object({
  type: z.literal('data-field'),
  /** The §3 data field's key (its `value.key`). */
  key: z.string().min(1).max(100),
  children: z.tuple([z.object({ text: z.literal('') })]),
});

const inlineSchema: z.ZodType<TextInline> = z.union([linkSchema, dataFieldElementSchema, leafSchema]);
const inlinesSchema = z.array(inlineSchema).min(1).max(richTextLimits.childrenMax);

const paragraphSchema = z.object({ type: z.literal('paragraph'), align: alignSchema, children: inlinesSchema });
const headingSchema = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional().default(1),
  align: alignSchema,
  children: inlinesSchema,
});

const blockSchema: z.ZodType<TextBlock> = z.lazy(() => z.union([paragraphSchema, headingSchema, listSchema, tableSchema]));
/** A list item or table cell holds either one line of inlines or blocks (Slate never mixes them). */
const inlinesOrBlocks = z.union([inlinesSchema, z.array(blockSchema).min(1).max(richTextLimits.childrenMax)]);

const listItemSchema: z.ZodType<ListItemElement> = z.object({ type: z.literal('list-item'), children: inlinesOrBlocks });
const listSchema: z.ZodType<ListElement> = z.object({
  type: z.enum(['bulleted-list', 'numbered-list']),
  children: z.array(z.lazy(() => z.union([listItemSchema, listSchema]))).min(1).max(richTextLimits.childrenMax),
});
const tableCellSchema: z.ZodType<TableCellElement> = z.object({ type: z.literal('table-cell'), children: inlinesOrBlocks });
const tableRowSchema: z.ZodType<TableRowElement> = z.object({ type: z.literal('table-row'), children: z.array(tableCellSchema).min(1).max(richTextLimits.childrenMax) });
const tableSchema: z.ZodType<TableElement> = z.object({ type: z.literal('table'), children: z.array(tableRowSchema).min(1).max(richTextLimits.childrenMax) });

/**
 * Measures a client tree without recursion: the deepest element nesting and the number of
 * nodes, stopping as soon as a limit is passed. Returns an error message, or undefined.
 */
function treeLimitViolation(nodes: readonly unknown[]): string | undefined {
  const stack: { node: unknown; depth: number }[] = nodes.map((node) => ({ node, depth: 1 }));
  let count = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    count += 1;
    if (count > richTextLimits.nodesMax) return `text has more than ${richTextLimits.nodesMax} nodes`;
    const children = typeof node === 'object' && node !== null ? (node as { children?: unknown }).children : undefined;
    if (!Array.isArray(children)) continue;
    // A node with children is an element; its children sit one level deeper (leaves do not count).
    if (depth > richTextLimits.depthMax) return `text nodes nest deeper than ${richTextLimits.depthMax}`;
    if (children.length > richTextLimits.childrenMax) return `an element has more than ${richTextLimits.childrenMax} children`;
    for (const child of children) stack.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}

/**
 * `content.nodes` of a text box: top-level blocks `paragraph`, `heading` (level 1-3, default 1),
 * `bulleted-list`/`numbered-list` of `list-item`s, `table` > `table-row` > `table-cell`; inlines
 * `link` (http/https/mailto) and void `data-field` placeholders; leaves with bold, italic,
 * underline and a §9 `font`. Trees over `richTextLimits` are refused before parsing.
 */
export const richTextNodesSchema = z
  .array(z.unknown())
  .max(richTextLimits.childrenMax)
  .superRefine((nodes, ctx) => {
    const message = treeLimitViolation(nodes);
    if (message) ctx.addIssue({ code: 'custom', message, abort: true });
  })
  .pipe(z.array(blockSchema));

/** A text box's content as saved: `{ nodes }`. */
export const textBoxContentSchema = z.object({ nodes: richTextNodesSchema });

