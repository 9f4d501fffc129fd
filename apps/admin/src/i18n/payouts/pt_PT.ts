import type { PayoutsTexts } from './en';

export const payouts_pt_PT: PayoutsTexts = {
  title: 'Pagamentos',
  empty: 'Nenhum pagamento foi colocado em fila para esta encomenda.',
  loadFailed: 'Não foi possível carregar os pagamentos.',
  retry: 'Tentar novamente',
  kind: {
    RELEASE: 'Libertação ao comprador',
    REFUND: 'Reembolso ao vendedor',
    WITHDRAWAL: 'Levantamento',
    RETURN: 'Devolvido ao remetente',
  },
  status: {
    QUEUED: 'Em fila',
    SENT: 'Enviado, a confirmar',
    CONFIRMED: 'Confirmado',
    FAILED: 'Falhou definitivamente',
  },
  amount: 'Quantidade',
  to: 'Endereço de destino',
  txHashes: 'Hashes de transação',
  noTx: 'Ainda nenhuma transação assinada',
  lastError: 'Último erro',
  attempts: 'Transações assinadas',
  confirmations: 'Confirmações',
  updated: 'Atualizado',
  failedHint:
    'A moeda desta encomenda não é paga a ninguém até o pagamento ser enviado de novo. Corrija primeiro a causa (por exemplo, carregue a carteira de custódia): consulte o manual de operações, «Pagamento falhado definitivamente».',
  requeue: 'Recolocar em fila…',
  requeueTitle: 'Enviar este pagamento de novo?',
  requeueBody:
    'O mesmo pagamento ({{ref}}) volta à fila e é assinado de novo; numa libertação, a encomenda volta a aguardar a confirmação na cadeia.',
  remarks: 'Porque é enviado de novo (fica no registo de auditoria)',
  confirm: 'Recolocar o pagamento em fila',
  cancel: 'Voltar',
  done: 'Pagamento recolocado em fila: será assinado e enviado de novo.',
  refused:
    'Não foi recolocado em fila: o pagamento não falhou definitivamente ou a encomenda já não está revogada. A vista mostra agora o estado atual.',
  adminOnly: 'Só um administrador pode recolocar em fila um pagamento falhado definitivamente.',
};
