/**
 * A certification PDF is read by its structure before it is stored: staff open these files, so one
 * that is built to exhaust the check, locked, unreadable, ambiguous, or that carries active content is
 * refused (decisions 013 and 028). Every definition of every object is read, not only the one a given
 * reader would pick, so whatever a reader resolves has been checked.
 */
import { isActive } from './pdf-active-content';
import { forEachDefinition } from './pdf-definitions';
import { DocumentOutline } from './pdf-document';
import { PdfBudget } from './pdf-budget';
import { budgetError } from './pdf-object-parser';

export type PdfProblem = 'unreadable' | 'encrypted' | 'active-content' | 'too-complex';

interface Reading {
  outline: DocumentOutline;
  /** Two definitions of one object number in one revision, a key given two values, or a stream that does not decode. */
  ambiguous: boolean;
  active: boolean;
}

function read(data: Buffer): Reading {
  const reading = { outline: new DocumentOutline(), ambiguous: false, active: false };
  const defined = new Set<string>();
  const { undecodableStream } = forEachDefinition(data, new PdfBudget(), (definition) => {
    reading.outline.add(definition);
    if (definition.number !== null) {
      const key = `${definition.revision} ${definition.number}`;
      if (defined.has(key)) reading.ambiguous = true;
      defined.add(key);
    }
    if (definition.twoValuedKey) reading.ambiguous = true;
    if (!reading.active && isActive(definition.object)) reading.active = true;
  });
  if (undecodableStream) reading.ambiguous = true;
  return reading;
}

export function pdfProblem(data: Buffer): PdfProblem | null {
  let reading: Reading;
  try {
    reading = read(data);
  } catch (error) {
    if (budgetError(error)) return 'too-complex';
    throw error;
  }
  const problem = reading.outline.problem();
  if (problem) return problem;
  if (reading.ambiguous) return 'unreadable';
  return reading.active ? 'active-content' : null;
}
