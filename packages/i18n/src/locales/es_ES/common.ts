import type { CommonTexts } from '../en/common.js';
import { LANGUAGE_NAMES } from '../names.js';

export const common: CommonTexts = {
  appName: 'Mercado P2P',
  actions: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    back: 'Atrás',
    view: 'Ver',
  },
  messages: {
    networkError: 'Error de red, comprueba tu conexión',
    systemBusy: 'El sistema está ocupado, inténtalo más tarde',
    sessionExpired: 'La sesión ha caducado, vuelve a iniciar sesión',
    loadingFailed: 'Error al cargar',
    verificationFailed: 'La verificación ha fallado, inténtalo de nuevo',
    environmentAtRisk: 'Tu entorno de uso está en riesgo',
    timeZoneError: 'Código de error del sistema: TimeZone',
    wrongVerificationCode: 'Código de verificación incorrecto',
    wrongSecurityPassword: 'Contraseña de seguridad incorrecta',
    imageUploadFailed: 'Error al subir la imagen',
    priceChanged: 'El precio ha cambiado, vuelve a confirmarlo',
    escrowNotReceived: 'La dirección de custodia del sistema no ha recibido la moneda',
    depositInsufficient: 'Importe de recarga insuficiente: faltan {{shortfall}}',
    addressNotRegistered:
      'Esta dirección no está registrada. Regístrate con la app del monedero o escaneando el código QR',
    addressAlreadyRegistered: 'Esta dirección ya está registrada, te llevamos al inicio de sesión',
    withdrawBlocked: 'Debes cancelar los anuncios u órdenes en curso antes de retirar',
    nftGasInsufficient:
      'Comisión de gas insuficiente para retirar el NFT. Comisión recomendada: {{fee}} por NFT',
    inappropriateNickname: 'Apodo inapropiado, elige otro',
    noPaymentMethodForCoin: 'No hay ningún método de pago para la moneda seleccionada, añade uno primero',
    fiatNotConfigured: 'La operativa con moneda fiduciaria no está configurada para tu país o región',
    nftDepositError:
      'El depósito del NFT no era correcto: el anuncio se ha cancelado y el NFT se ha devuelto',
    buyerTimedOut: 'El comprador ha superado el tiempo límite',
    sellerTimedOut: 'El vendedor ha superado el tiempo límite',
    adOffline: 'Este anuncio está desconectado. ¿Quieres operar con un anuncio conectado?',
  },
  logout: {
    label: 'Cerrar sesión',
    confirmTitle: 'Cerrar sesión',
    confirmMessage: '¿Seguro que quieres cerrar la sesión?',
    success: 'Has cerrado la sesión',
  },
  menu: {
    myAds: 'Mis anuncios',
    personalCenter: 'Centro personal',
    publish: 'Publicar un anuncio',
    orders: 'Órdenes',
    fundRecords: 'Registros de fondos',
    helpCentre: 'Centro de ayuda',
    customerService: 'Atención al cliente',
  },
  nav: {
    home: 'Inicio',
    publish: 'Publicar',
    myAds: 'Mis anuncios',
    orders: 'Órdenes',
  },
  languagePicker: {
    title: 'Elige un idioma',
  },
  languages: LANGUAGE_NAMES,
  home: {
    buy: 'Comprar',
    sell: 'Vender',
    quickTrade: 'Operación rápida',
    publishAd: 'Publicar un anuncio',
    myOrders: 'Mis órdenes',
    tradingNotice: 'Aviso de negociación',
  },
  newOrder: {
    message: 'Tienes una orden nueva',
    view: 'Ver orden',
  },
  maintenance: {
    title: 'Mantenimiento del sistema',
    message: 'El sistema está en mantenimiento, vuelve más tarde',
    window: 'Periodo estimado: {{start}} – {{end}}',
  },
};
