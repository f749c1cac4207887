/**
 * Whether a PDF is a document a reader can open: its trailer names a document catalog whose page tree
 * holds at least one page, and no password locks it. Read from the definitions the check has already
 * read within its budget, the latest of each number winning as in the last revision (decision 028);
 * pdf-lib's whole-document parser is never run on an upload, having no bounds of its own.
 */
import { PDFArray, PDFDict, PDFName, PDFRawStream, PDFRef, type PDFObject } from '@cantoo/pdf-lib';
import type { Definition } from './pdf-definitions';

const name = (value: string) => PDFName.of(value);
const TREE_TYPES = new Set([name('Catalog'), name('Pages'), name('Page')]);

export class DocumentOutline {
  private readonly nodes = new Map<number, PDFDict>();
  private root: PDFObject | undefined;
  private encrypted = false;

  /** Each definition, in the order they are written. */
  add({ number, object, trailer }: Definition): void {
    if (trailer) {
      const dict = object instanceof PDFRawStream ? object.dict : object;
      if (dict instanceof PDFDict) {
        this.root = dict.get(name('Root')) ?? this.root;
        if (dict.has(name('Encrypt'))) this.encrypted = true;
      }
    } else if (number !== null) {
      // Only the catalog and the page tree are kept; a later definition of another kind replaces them.
      const type = object instanceof PDFDict ? object.get(name('Type')) : undefined;
      if (object instanceof PDFDict && (TREE_TYPES.has(type as PDFName) || object.has(name('Kids')))) {
        this.nodes.set(number, object);
      } else {
        this.nodes.delete(number);
      }
    }
  }

  problem(): 'encrypted' | 'unreadable' | null {
    if (this.encrypted) return 'encrypted';
    return this.pageCount() > 0 ? null : 'unreadable';
  }

  private resolve(value: PDFObject | undefined): PDFDict | undefined {
    if (value instanceof PDFRef) return this.nodes.get(value.objectNumber);
    return value instanceof PDFDict ? value : undefined;
  }

  /** A damaged file's trailer may not name its catalog; readers then look for one, as pdf-lib does. */
  private catalog(): PDFDict | undefined {
    const named = this.resolve(this.root);
    if (named?.has(name('Pages'))) return named;
    return [...this.nodes.values()].findLast((node) => node.get(name('Type')) === name('Catalog'));
  }

  /** Pages in the tree, or 0 when a node is missing, of the wrong kind, or seen twice (a loop). */
  private pageCount(): number {
    const pending: (PDFObject | undefined)[] = [this.catalog()?.get(name('Pages'))];
    const seen = new Set<PDFDict>();
    let pages = 0;
    while (pending.length > 0) {
      const node = this.resolve(pending.pop());
      if (!node || seen.has(node)) return 0;
      seen.add(node);
      const kids = node.get(name('Kids'));
      if (kids instanceof PDFArray) for (const kid of kids.asArray()) pending.push(kid);
      else if (node.get(name('Type')) === name('Page')) pages++;
      else return 0;
    }
    return pages;
  }
}
