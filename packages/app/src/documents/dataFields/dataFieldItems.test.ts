import { describe, expect, it } from 'vitest';
import { dataFieldEntries, dataFieldKeyFrom, updateDataField } from './dataFieldItems.js';

describe('data field items', () => {
  it('makes keys from labels, unique among the taken ones', () => {
    expect(dataFieldKeyFrom('Tenant phone', [])).toBe('tenant_phone');
    expect(dataFieldKeyFrom('  Épée & Co. (2027)  ', [])).toBe('epee_co_2027');
    expect(dataFieldKeyFrom('!!!', [])).toBe('field');
    expect(dataFieldKeyFrom('Tenant phone', ['tenant_phone', 'tenant_phone_2'])).toBe('tenant_phone_3');
  });

  it('reads and updates data fields, keeping other items as they are', () => {
    const data = [{ key: 'data_field', value: { key: 'a', value: '1' } }, { key: 'other', value: 5 }];
    expect(dataFieldEntries(data)).toEqual([{ key: 'a', value: '1' }]);
    expect(updateDataField(data, 'a', (f) => ({ ...f, value: '2' }))).toEqual([{ key: 'data_field', value: { key: 'a', value: '2' } }, { key: 'other', value: 5 }]);
  });
});
