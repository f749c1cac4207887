/**
 * One word for each thing in code, as docs/GLOSSARY.md holds it on screen ("In code"): a registration
 * (not a dog) is the record, the handler (not the owner) its person, staff (not admins) run the registry.
 * What the server and common export, and the names of their files, say so. The words stay where they
 * name something else or something outside the code's say: the dog's own details (its name, breed),
 * the owner link (a product name), the database's tables and migrations, the API's paths and fields,
 * the JSON-LD vocabulary (ServiceDog), and the `npm run admin` command with the Admin Dashboard it serves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FOLDERS = ['server/src', 'common'];

/** A word in the wrong sense: the record called a dog, the handler an owner, staff admins. */
const WRONG = /dog(?!Name|Breed|Info|Photo|Sex|Color|Colour|Birth)|admin|owner(?!Link|Key|_?KEY|_LINK)/i;

/** Names that keep a word on purpose, each with where it comes from. */
const KEPT = [
  /Table$/, // a database table's type (schema.ts): the tables keep their names
  /Migration$/, // a migration: history, named as it ran
  /^(SERVICE_DOG|serviceDog)/, // the JSON-LD vocabulary's ServiceDog type
  /^ADMIN_AREA$/, // the Admin Dashboard's pages (the staff area's name, docs/GLOSSARY.md)
  /^OWNER_KEY/, // the owner link's key
];
const KEPT_FILES = [
  /\/db\/migrations\//, // history
  /owner-link/, // the owner link
  /^server\/src\/owner\//, // the owner link's folder: what a handler does through it
  /\/admin-cli(\.test)?\.ts$/, // `npm run admin`, and its test
];

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`),
  );
}

/** The names a file exports: declarations, and the names of `export { … }` lists. */
function exportedNames(text: string): string[] {
  const declared = [
    ...text.matchAll(
      /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+(\w+)/gm,
    ),
  ].map((match) => match[1] ?? '');
  const listed = [...text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)].flatMap((match) =>
    (match[1] ?? '').split(',').map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return [...declared, ...listed].filter(Boolean);
}

describe('the words of the code', () => {
  const files = sourceFiles();

  it('names what the server and common export with registration, handler and staff', () => {
    const names = files.flatMap((file) =>
      exportedNames(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((name) => ({ file, name })),
    );
    // Over a thousand exports; a reader that found none would pass vacuously.
    expect(names.length).toBeGreaterThan(500);
    const wrong = names.filter(({ name }) => WRONG.test(name) && !KEPT.some((kept) => kept.test(name)));
    expect(wrong.map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });

  it('names the files of the server and common with them too', () => {
    const wrong = files.filter(
      (file) => WRONG.test(path.basename(file)) && !KEPT_FILES.some((kept) => kept.test(file)),
    );
    expect(wrong).toEqual([]);
  });

  it('finds a word in the wrong sense, and leaves the dog’s own details and the owner link alone', () => {
    expect(['findDogById', 'SignedInAdmin', 'OwnerDeps'].filter((name) => WRONG.test(name))).toHaveLength(3);
    expect(
      ['dogName', 'ownerLinkEmail', 'OWNER_KEY_SECURITY', 'findRegistrationById'].filter((n) => WRONG.test(n)),
    ).toEqual([]);
  });
});
