// Payment-method management (spec sections 2, 3 and 5; issue 11): list, add, edit and delete the
// caller's receiving methods. Refusals (5035 duplicate, 5037 limit, 5038 unsupported, 5039 in use)
// are toasted by the wrapper.
import { API_ENDPOINTS, type PaymentMethodDto, type PaymentMethodInputDto } from '@p2p/contracts';
import { http } from './client';

/** What the add and edit forms send (the DTO's fields, optional texts left out when blank). */
export type PaymentMethodBody = PaymentMethodInputDto;

export function fetchPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodDto[]> {
  return http.call(API_ENDPOINTS.paymentMethods.list, {}, { signal, toast: false });
}

export function addPaymentMethod(body: PaymentMethodBody): Promise<PaymentMethodDto> {
  return http.call(API_ENDPOINTS.paymentMethods.add, { body });
}

export function editPaymentMethod(id: string, body: PaymentMethodBody): Promise<PaymentMethodDto> {
  return http.call(API_ENDPOINTS.paymentMethods.edit, { id, body });
}

export function deletePaymentMethod(id: string): Promise<null> {
  return http.call(API_ENDPOINTS.paymentMethods.delete, { id, body: {} });
}
