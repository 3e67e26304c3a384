import { describe, expect, it } from 'vitest';
import { createMemoryAccruals } from '../../test/fakes/accrual-fakes.ts';
import { fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import { ok, err, domainError } from '../shared/result.ts';
import { TRANSPORT_ERRORS } from '../shared/transport-errors.ts';
import type { AccrualConfigJson } from './accrual-config-json.ts';
import { emptyAccrualDraft } from './accrual.ts';
import {
  loadAccrualConfigs,
  saveAccrualConfig,
  setAccrualArchived,
  type AccrualConfigView,
} from './accrual-client.use-case.ts';
import type { AccrualGateway } from './accrual-gateway.port.ts';
import { createAccrualConfig, listAccrualConfigs, updateAccrualConfig } from './accrual-configs.use-case.ts';

const spendDraft = (over: Record<string, unknown> = {}) => ({
  ...emptyAccrualDraft(),
  name: '  Coffee  ',
  spend: { ...emptyAccrualDraft().spend!, pointsPerBase: 2, baseAmount: '5.0', baseCurrency: 'eur' },
  ...over,
});

describe('points rules on the server', () => {
  const setup = () => {
    const accruals = createMemoryAccruals();
    const deps = { accruals, ids: sequentialIds(), clock: fixedClock() };
    return {
      accruals,
      create: createAccrualConfig(deps),
      update: updateAccrualConfig(deps),
      list: listAccrualConfigs(deps),
    };
  };

  it('creates a rule with canonical amounts and refuses drafts that cannot earn', async () => {
    const s = setup();
    const created = await s.create('b1', spendDraft());
    expect(created).toMatchObject({
      ok: true,
      value: {
        name: 'Coffee',
        mode: 'spend',
        archived: false,
        spend: { baseCurrency: 'EUR', baseAmount: '5', pointsPerBase: '2', maxPointsPerTxn: '10000' },
      },
    });
    expect(await s.create('b1', spendDraft({ name: ' ' }))).toMatchObject({
      error: { code: 'accrual.name_required', field: 'name' },
    });
    expect(await s.create('b1', emptyAccrualDraft())).toMatchObject({
      error: { code: 'accrual.name_required' },
    });
    expect(await s.create('b1', { ...emptyAccrualDraft(), name: 'x' })).toMatchObject({
      error: { code: 'accrual.rule_required' },
    });
    expect(
      await s.create(
        'b1',
        spendDraft({ spend: { ...spendDraft().spend!, pointsPerBase: '99999999999999' } }),
      ),
    ).toMatchObject({ error: { code: 'accrual.points_too_high', field: 'spend.pointsPerBase' } });
    expect(
      await s.create('b1', spendDraft({ spend: { ...spendDraft().spend!, baseAmount: '1000000' } })),
    ).toMatchObject({ error: { code: 'accrual.amount_out_of_range', field: 'spend.baseAmount' } });
    // A currency must be a code: "€€€" or "E1" is refused on its field, "usd" is upper-cased.
    for (const baseCurrency of ['€€€', 'E1', 'E R'])
      expect(
        await s.create('b1', spendDraft({ spend: { ...spendDraft().spend!, baseCurrency } })),
        baseCurrency,
      ).toMatchObject({ error: { code: 'accrual.currency_invalid', field: 'spend.baseCurrency' } });
    expect(await s.list('b1')).toHaveLength(1);
    expect(await s.list('b2')).toHaveLength(0);
  });

  it('replaces and archives a rule of the business only', async () => {
    const s = setup();
    const created = await s.create('b1', spendDraft());
    if (!created.ok) throw new Error('setup');
    const items = { items: [{ key: ' latte ', pointsPerUnit: 3 }] };
    expect(await s.update('b1', created.value.id, spendDraft(items), true)).toMatchObject({
      ok: true,
      value: { mode: 'hybrid', archived: true, items: [{ key: 'latte', pointsPerUnit: '3' }] },
    });
    expect(await s.update('b1', created.value.id, spendDraft(), undefined)).toMatchObject({
      value: { archived: true, mode: 'spend' },
    });
    expect(await s.update('b2', created.value.id, spendDraft(), false)).toMatchObject({
      error: { code: 'accrual.not_found' },
    });
    expect(await s.update('b1', created.value.id, spendDraft({ name: '' }), false)).toMatchObject({
      error: { code: 'accrual.name_required' },
    });
    const halfCap = spendDraft({ spend: { ...created.value.spend!, maxPointsPerTxn: '2.5' } });
    expect(await s.update('b1', created.value.id, halfCap, false)).toMatchObject({
      error: { code: 'accrual.not_whole', field: 'spend.maxPointsPerTxn' },
    });
    // A rule stored before the negative and duplicate checks can still be archived as it is.
    const legacy = {
      ...created.value,
      archived: true,
      spend: { ...created.value.spend!, maxPointsPerTxn: '-5' },
    };
    s.accruals.rows.splice(0, s.accruals.rows.length, legacy);
    const asStored = spendDraft({ spend: legacy.spend });
    expect(await s.update('b1', created.value.id, asStored, undefined)).toMatchObject({
      error: { code: 'accrual.negative' },
    });
    expect(await s.update('b1', created.value.id, asStored, false)).toMatchObject({
      ok: true,
      value: { archived: false, spend: { maxPointsPerTxn: '-5' } },
    });
    const gone = { ...s.accruals, update: async () => null };
    expect(
      await updateAccrualConfig({ accruals: gone, clock: fixedClock() })(
        'b1',
        created.value.id,
        spendDraft(),
        false,
      ),
    ).toMatchObject({ error: { code: 'accrual.not_found' } });
  });
});

describe('points rules in the dashboard', () => {
  const raw: AccrualConfigJson = {
    _id: 'a1',
    name: 'Coffee',
    mode: 'spend',
    spend: {
      baseCurrency: 'EUR',
      baseAmount: '5',
      pointsPerBase: '1',
      rounding: 'exact',
      minAmount: '0',
      maxPointsPerTxn: '10000',
    },
    items: [],
    notesEnabled: false,
    archived: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
  const malformed = () => err(domainError(TRANSPORT_ERRORS.malformedReply, '_id: Required'));
  const gateway = (answer: AccrualConfigJson[], calls: unknown[][] = []): AccrualGateway => ({
    list: async () => ok(answer),
    create: async (draft) => (calls.push(['create', draft]), ok(raw)),
    update: async (id, draft, archived) => (calls.push(['update', id, draft, archived]), ok(raw)),
  });

  it('loads rules; an answer off the contract is invalid data', async () => {
    expect(await loadAccrualConfigs({ gateway: gateway([raw]) })()).toMatchObject({
      ok: true,
      value: [{ id: 'a1', name: 'Coffee', mode: 'spend' }],
    });
    const odd: AccrualGateway = { ...gateway([]), list: async () => malformed() };
    expect(await loadAccrualConfigs({ gateway: odd })()).toMatchObject({
      error: { code: 'accrual.invalid_data' },
    });
    const failing: AccrualGateway = { ...gateway([]), list: async () => err(domainError('http', 'down')) };
    expect(await loadAccrualConfigs({ gateway: failing })()).toMatchObject({
      error: { code: 'accrual.load_failed', message: 'down' },
    });
  });

  it('checks before saving, creates or replaces, archives', async () => {
    const calls: unknown[][] = [];
    const save = saveAccrualConfig({ gateway: gateway([], calls) });
    expect(await save(null, { ...emptyAccrualDraft(), name: 'x' })).toMatchObject({
      error: { code: 'accrual.rule_required' },
    });
    expect(await save(null, emptyAccrualDraft())).toMatchObject({ error: { code: 'accrual.name_required' } });
    expect(calls).toHaveLength(0);
    expect(await save(null, spendDraft())).toMatchObject({ ok: true, value: { id: 'a1' } });
    expect(await save('a1', spendDraft())).toMatchObject({ ok: true });
    expect(calls.map((c) => c[0])).toEqual(['create', 'update']);
    expect(calls[0]![1]).not.toHaveProperty('mode');
    const view = (await loadAccrualConfigs({ gateway: gateway([raw]) })()) as { value: AccrualConfigView[] };
    expect(await setAccrualArchived({ gateway: gateway([], calls) })(view.value[0]!, true)).toMatchObject({
      ok: true,
    });
    expect(calls[2]).toEqual(['update', 'a1', expect.not.objectContaining({ archived: true }), true]);
    const broken: AccrualGateway = { ...gateway([]), create: async () => malformed() };
    expect(await saveAccrualConfig({ gateway: broken })(null, spendDraft())).toMatchObject({
      error: { code: 'accrual.invalid_data' },
    });
    const refused: AccrualGateway = {
      ...gateway([]),
      create: async () => err(domainError('http', 'Name: Required')),
    };
    expect(await saveAccrualConfig({ gateway: refused })(null, spendDraft())).toMatchObject({
      error: { code: 'accrual.save_failed', message: 'Name: Required' },
    });
  });
});
