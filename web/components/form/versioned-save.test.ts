import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '#web/lib/api';
import { saveVersion } from './versioned-save';

const outcomes = () => ({ onSaved: vi.fn(), onStale: vi.fn() });

describe('saving a versioned setting', () => {
  it('reports a save', async () => {
    const said = outcomes();
    const save = vi.fn(async () => ({ version: 2 }));
    await saveVersion(save, said)({ basedOn: 1 });
    expect(save).toHaveBeenCalledWith({ basedOn: 1 });
    expect(said.onSaved).toHaveBeenCalledOnce();
    expect(said.onStale).not.toHaveBeenCalled();
  });

  it('reports a save from an older version as stale', async () => {
    const said = outcomes();
    const stale = new ApiRequestError(409, 'conflict', 'Saved meanwhile.');
    await saveVersion(() => Promise.reject(stale), said)({ basedOn: 1 });
    expect(said.onStale).toHaveBeenCalledOnce();
    expect(said.onSaved).not.toHaveBeenCalled();
  });

  it('leaves any other refusal to the form', async () => {
    const said = outcomes();
    const refused = new ApiRequestError(400, 'invalid_input', 'Too many days.', null, 'days');
    await expect(saveVersion(() => Promise.reject(refused), said)({ basedOn: 1 })).rejects.toBe(
      refused,
    );
    expect(said.onSaved).not.toHaveBeenCalled();
    expect(said.onStale).not.toHaveBeenCalled();
  });
});
