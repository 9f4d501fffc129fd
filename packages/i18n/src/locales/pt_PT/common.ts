import type { CommonTexts } from '../en/common.js';
import { LANGUAGE_NAMES } from '../names.js';

export const common: CommonTexts = {
  appName: 'Mercado P2P',
  actions: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    back: 'Voltar',
    view: 'Ver',
  },
  messages: {
    networkError: 'Erro de rede, verifique a sua ligação',
    systemBusy: 'O sistema está ocupado, tente novamente mais tarde',
    sessionExpired: 'A sessão expirou, inicie sessão novamente',
    loadingFailed: 'Falha ao carregar',
    verificationFailed: 'A verificação falhou, tente novamente',
    environmentAtRisk: 'O seu ambiente de utilização está em risco',
    timeZoneError: 'Código de erro do sistema: TimeZone',
    wrongVerificationCode: 'Código de verificação errado',
    wrongSecurityPassword: 'Palavra-passe de segurança incorreta',
    imageUploadFailed: 'O carregamento da imagem falhou',
    priceChanged: 'O preço mudou, confirme novamente',
    escrowNotReceived: 'O endereço de custódia do sistema ainda não recebeu a moeda',
    depositInsufficient: 'Montante do carregamento insuficiente: faltam {{shortfall}}',
    addressNotRegistered:
      'Este endereço não está registado. Registe-se com a aplicação da carteira ou lendo o código QR',
    addressAlreadyRegistered: 'Este endereço já está registado, a redirecionar para o início de sessão',
    withdrawBlocked: 'Os anúncios ou ordens em curso devem ser cancelados antes do levantamento',
    nftGasInsufficient:
      'Taxa de gás insuficiente para o levantamento do NFT. Taxa recomendada: {{fee}} por NFT',
    inappropriateNickname: 'Alcunha inadequada, escolha outra',
    noPaymentMethodForCoin:
      'Não há nenhum método de pagamento para a moeda selecionada, adicione um primeiro',
    fiatNotConfigured: 'A negociação em moeda fiduciária não está configurada para o seu país ou região',
    nftDepositError: 'O depósito do NFT estava incorreto: o anúncio foi cancelado e o NFT devolvido',
    buyerTimedOut: 'O comprador excedeu o tempo limite',
    sellerTimedOut: 'O vendedor excedeu o tempo limite',
    adOffline: 'Este anúncio está offline. Pretende negociar com um anúncio online?',
  },
  logout: {
    label: 'Terminar sessão',
    confirmTitle: 'Terminar sessão',
    confirmMessage: 'Tem a certeza de que pretende terminar a sessão?',
    success: 'Terminou a sessão',
  },
  menu: {
    myAds: 'Os meus anúncios',
    personalCenter: 'Centro pessoal',
    publish: 'Publicar um anúncio',
    orders: 'Ordens',
    fundRecords: 'Registos de fundos',
    helpCentre: 'Centro de ajuda',
    customerService: 'Apoio ao cliente',
  },
  nav: {
    home: 'Início',
    publish: 'Publicar',
    myAds: 'Os meus anúncios',
    orders: 'Ordens',
  },
  languagePicker: {
    title: 'Escolha um idioma',
  },
  languages: LANGUAGE_NAMES,
  home: {
    buy: 'Comprar',
    sell: 'Vender',
    quickTrade: 'Negociação rápida',
    publishAd: 'Publicar um anúncio',
    myOrders: 'As minhas ordens',
    tradingNotice: 'Aviso de negociação',
  },
  newOrder: {
    message: 'Tem uma nova ordem',
    view: 'Ver ordem',
  },
  maintenance: {
    title: 'Manutenção do sistema',
    message: 'O sistema está em manutenção, volte mais tarde',
    window: 'Período estimado: {{start}} – {{end}}',
  },
};
