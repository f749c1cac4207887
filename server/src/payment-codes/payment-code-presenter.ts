import type { StaffPaymentCode } from '#common/api';
import type { PaymentCodeListRow } from './payment-code-repository';

export function presentStaffPaymentCode(row: PaymentCodeListRow): StaffPaymentCode {
  return {
    code: row.code,
    note: row.note,
    isSample: row.is_sample === 1,
    createdAt: row.created_at,
    usedAt: row.used_at,
    voidedAt: row.voided_at,
    usedBy:
      row.dog_id && row.registry_number && row.dog_name
        ? { id: row.dog_id, registryNumber: row.registry_number, dogName: row.dog_name }
        : null,
  };
}
