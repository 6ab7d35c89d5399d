// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modulesBySlice } from '@chardham/shared/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { describeContracts } from './describe-contracts';

const dir = mkdtempSync(join(tmpdir(), 'chardham-describe-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// React's ComponentType is recognised by its name: a local one keeps the fixture free of imports.
const fixture = join(dir, 'contracts.ts');
writeFileSync(
  fixture,
  `type ComponentType<P = {}> = (props: P) => unknown;
export type Slot<K extends keyof ModuleContracts> = ComponentType<ModuleContracts[K]>;
interface FormProps { heading?: string; nights: number; kind: 'trek' | 'drive'; open?: boolean; days: string[] }
export interface ModuleContracts {
  'enquiry/form': FormProps;
  'packages/page': { form: Slot<'enquiry/form'>; onDone?: () => void; footer: ComponentType };
}`,
);

describe('the contracts a build records', () => {
  it('describe each field: its type, and whether it may be left out', () => {
    expect(describeContracts(['enquiry/form'], fixture)).toEqual({
      'enquiry/form': {
        type: 'object',
        fields: {
          heading: { type: 'string', optional: true },
          nights: { type: 'number' },
          kind: {
            type: 'union',
            of: [
              { type: 'literal', value: 'trek' },
              { type: 'literal', value: 'drive' },
            ],
          },
          open: { type: 'boolean', optional: true },
          days: { type: 'array', of: { type: 'string' } },
        },
      },
    });
  });

  it('name the module a slot renders, with its props', () => {
    const { fields } = describeContracts(['packages/page'], fixture)['packages/page'] as {
      fields: Record<string, unknown>;
    };
    expect(fields.form).toMatchObject({
      type: 'component',
      module: 'enquiry/form',
      props: { type: 'object', fields: { nights: { type: 'number' } } },
    });
    expect(fields.onDone).toEqual({ type: 'function', optional: true });
    expect(fields.footer).toEqual({ type: 'component', props: { type: 'object', fields: {} } });
  });

  it('refuse a module without a contract', () => {
    expect(() => describeContracts(['info/privacy-policy'], fixture)).toThrow(
      `"info/privacy-policy" has no contract: add it to ModuleContracts in ${fixture}`,
    );
  });

  it('cover every module the shell loads, its slots named (shared/src/contracts)', () => {
    const keys = Object.entries(modulesBySlice()).flatMap(([slice, modules]) =>
      modules.map((m) => `${slice}/${m}`),
    );
    const contracts = describeContracts(keys);
    expect(Object.keys(contracts)).toEqual(keys);
    expect(contracts['packages/package-detail']).toMatchObject({
      fields: {
        slots: {
          fields: {
            EnquiryForm: { type: 'component', module: 'enquiry/enquiry-form' },
            CustomRequest: { type: 'component', module: 'enquiry/custom-request' },
          },
        },
      },
    });
  });
});
