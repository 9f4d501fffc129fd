import type { AdminTexts } from './en';
import { audit_tr_TR } from './audit/tr_TR';
import { staffAdmin_tr_TR } from './staffAdmin/tr_TR';
import { chain_tr_TR } from './chain/tr_TR';
import { caseRequests_tr_TR } from './caseRequests/tr_TR';
import { desk_tr_TR } from './desk/tr_TR';
import { payouts_tr_TR } from './payouts/tr_TR';
import { nfts_tr_TR } from './nfts/tr_TR';
import { ops_tr_TR } from './ops/tr_TR';
import { merchants_tr_TR } from './merchants/tr_TR';
import { support_tr_TR } from './support/tr_TR';
import { trading_tr_TR } from './trading/tr_TR';
import { settings_tr_TR } from './settings/tr_TR';

export const tr_TR: AdminTexts = {
  consoleName: 'Personel konsolu',
  loading: 'Yükleniyor…',
  roles: {
    APPEAL_OFFICER: 'İtiraz görevlisi',
    CUSTOMER_SERVICE: 'Müşteri hizmetleri',
    ADMIN: 'Yönetici',
    unknown: 'Bilinmeyen rol',
  },
  roleSummary: {
    APPEAL_OFFICER: 'İşlem itirazlarını inceler ve karara bağlar.',
    CUSTOMER_SERVICE:
      'Kullanıcılara yardım eder, itirazları takip eder; hesapları, ilanları ve siparişleri yönetir.',
    ADMIN: 'Pazar yapılandırması ve operasyonlar dahil tam erişim.',
    unknown: 'Bu rol konsol tarafından tanınmıyor, bu yüzden hiçbir alan açılamaz.',
  },
  login: {
    title: 'Personel girişi',
    subtitle: 'Konsolu açmak için personel hesabınızla giriş yapın.',
    email: 'E-posta',
    emailPlaceholder: 'name@company.com',
    emailRequired: 'Lütfen e-postanızı girin',
    emailInvalid: 'Lütfen geçerli bir e-posta adresi girin',
    password: 'Şifre',
    passwordPlaceholder: 'Şifreniz',
    passwordRequired: 'Lütfen şifrenizi girin',
    submit: 'Giriş yap',
    restricted: 'Yalnızca yetkili personel içindir. Girişler kayıt altına alınır.',
    totp: {
      enrolTitle: 'İki adımlı doğrulamayı kurun',
      enrolHint:
        'Bu QR kodunu bir kimlik doğrulama uygulamasıyla tarayın, ardından gösterdiği 6 haneli kodu girin.',
      secretLabel: 'Ya da bu anahtarı elle girin',
      qrAlt: 'Kimlik doğrulama uygulamanız için QR kodu',
      codeTitle: 'İki adımlı doğrulama',
      codeHint: 'Kimlik doğrulama uygulamanızdaki 6 haneli kodu girin.',
      code: 'Doğrulama kodu',
      codeRequired: 'Lütfen 6 haneli kodu girin',
      confirm: 'Doğrula',
      back: 'Girişe dön',
      expired: 'Bu giriş adımının süresi doldu. Lütfen yeniden giriş yapın.',
    },
  },
  nav: {
    audit: audit_tr_TR.nav,
    staff: staffAdmin_tr_TR.nav,
    dashboard: 'Panel',
    appeals: 'İtirazlar',
    users: 'Kullanıcılar',
    trading: 'İlanlar ve Siparişler',
    config: 'Yapılandırma',
    operations: 'Operasyonlar',
  },
  header: {
    language: 'Dil',
    signOut: 'Çıkış yap',
    signOutTitle: 'Konsoldan çıkılsın mı?',
    signOutMessage: 'Devam etmek için yeniden giriş yapmanız gerekecek.',
    cancel: 'İptal',
    signedOut: 'Çıkış yaptınız',
    collapse: 'Menüyü daralt',
    expand: 'Menüyü genişlet',
  },
  dashboard: {
    welcome: 'Hoş geldiniz, {{name}}',
    signedInAs: '{{email}} olarak giriş yapıldı',
    role: 'Rol',
    areasTitle: 'Alanlarınız',
    areasHint: 'Rolünüz Aç ile işaretli alanları açabilir; diğerleri kilitli kalır.',
    open: 'Aç',
    locked: 'Erişim yok',
    healthTitle: 'Sistem durumu',
    healthApi: 'API',
    healthDatabase: 'Veritabanı',
    healthRedis: 'Redis',
    up: 'Çalışıyor',
    down: 'Çalışmıyor',
    ok: 'Sorunsuz',
    degraded: 'Kısmen sorunlu',
    unreachable: 'Ulaşılamıyor',
    unknown: 'Bilinmiyor',
    checkedAt: '{{time}} itibarıyla',
    refresh: 'Yenile',
  },
  reserves: {
    title: 'Rezerv kanıtı',
    hint: 'Emanet cüzdanının zincir üzerindeki bakiyesi ile platformun borcu, zincir ve token bazında yan yana. Fark sıfır olmalıdır.',
    token: 'Token',
    onChain: 'Zincirde',
    owed: 'Borç',
    heldForDeposits: 'Yatırımlar için tutulan',
    tempBalances: 'Geçici bakiyeler',
    pendingPayouts: 'Bekleyen ödemeler',
    unattributed: 'Sahibi belirsiz',
    unconfirmedDeposits: 'Onaylanmamış yatırımlar',
    platformFees: 'Platform ücretleri',
    difference: 'Fark',
    block: 'Blok',
    balanced: 'Dengede',
    mismatch: 'Uyuşmazlık',
    readAt: 'Okunma zamanı: {{time}}',
    empty: 'Yapılandırılmış zincir yok.',
    failed: 'Rezervler okunamadı. 30 saniyede bir yeniden deneniyor.',
    alertTitle: 'Rezervler zincirle eşleşmiyor',
    alertLine: '{{chain}} üzerinde {{token}}: fark {{difference}} (blok {{block}})',
    alertAction: 'Rezervleri görüntüle',
    alertUnreadableTitle: 'Rezervler zincirden okunamıyor',
    unreadable: 'Okunamıyor',
    unreadableTitle: 'Zincirden okunamayan bakiyeler',
    unreadableLine: '{{chain}} üzerinde {{token}} ({{address}}): {{reason}}',
    drainingTitle: 'Anahtar değişimi: emekliye ayrılan emanet adreslerinde hâlâ fon var',
    drainingLine:
      '{{chain}} üzerinde {{token}}: {{address}} adresinde {{amount}}, {{current}} adresine taşınıyor. Ödemeler taşıma bitene kadar bekler.',
    reasons: {
      CHAIN_UNREACHABLE: 'zincirin düğümü yanıt vermiyor',
      BALANCE_UNREADABLE: 'bu sözleşme adresinde bakiye okunamıyor',
    },
  },
  areas: {
    audit: audit_tr_TR.area,
    staff: staffAdmin_tr_TR.area,
    comingSoon:
      'Bu alanın araçları sonraki bir sürümde gelecek. O zamana kadar burada hiçbir şey gösterilmez.',
    plannedTitle: 'Bu alanda neler olacak',
    forRoleTitle: '{{role}} olarak sizin için',
    appeals: {
      description: 'Bir sipariş ters gittiğinde alıcı veya satıcının açtığı anlaşmazlıklar.',
      planned: {
        queue: 'Sipariş, taraflar ve süreleriyle birlikte açık itirazlar kuyruğu',
        evidence: 'Siparişin sohbeti, ödeme belgesi ve zaman çizelgesi yan yana',
        decision: 'Emanetteki coini serbest bırakan veya iade eden kararlar ve uygulanan kredi cezası',
      },
      forRole: {
        APPEAL_OFFICER: 'Size atanan itirazları inceleyip karara bağlayacaksınız.',
        CUSTOMER_SERVICE:
          'İtirazları takip edecek, iki tarafla iletişime geçecek, kanıt toplayacak ve karar vereceksiniz.',
        ADMIN: 'Tüm itirazları denetleyecek, gerektiğinde yeniden atayacak ve karar vereceksiniz.',
      },
    },
    users: {
      description: 'Kullanıcı hesapları, kimlik doğrulamaları ve kısıtlamaları.',
      planned: {
        search: 'Kullanıcıları e-posta, takma ad, kimlik numarası veya cüzdan adresiyle arama',
        profile: 'Kimlik doğrulama, kredi puanı ve tüccar durumunu içeren profiller',
        bans: 'Giriş, para çekme, C2C alım veya C2C satış yasakları ve gerekçeleri',
      },
      forRole: {
        CUSTOMER_SERVICE: 'Sorularını yanıtlamak için kullanıcıları arayacak, yasak koyup kaldıracaksınız.',
        ADMIN: 'Tüccar sertifikası ve kredi düzeltmeleri dahil tüm hesapları yöneteceksiniz.',
      },
    },
    trading: {
      description: 'Pazardaki tüm ilanlar ve kullanıcılar arasındaki tüm siparişler.',
      planned: {
        ads: 'Coin, fiyat, limit ve durumlarıyla ilanlar; bir ilanı yayından kaldırma',
        orders: 'Tüm durum geçmişi ve süreleriyle siparişler',
        escrow: 'Her sipariş için zincir üstündeki emanet yatırmaları ve ödemeleri',
      },
      forRole: {
        CUSTOMER_SERVICE: 'Kullanıcılar yardım istediğinde ilanları ve siparişleri izleyeceksiniz.',
        ADMIN: 'Pazarı izleyecek ve kurallara aykırı ilan veya siparişlere müdahale edeceksiniz.',
      },
    },
    config: {
      description: 'Pazarın dayandığı kurallar ve referans verileri.',
      planned: {
        coins: "Coin'ler, coin çiftleri, ücretler ve limitler",
        payments: 'Ödeme yöntemleri ve itibari para ticaretine açık ülke veya bölgeler',
        content: 'Yardım makaleleri, işlem duyurusu ve bakım aralıkları',
      },
      forRole: {
        ADMIN: 'Pazarın ayarlarını değiştireceksiniz; her değişiklik kayıt altına alınır.',
      },
    },
    operations: {
      description: 'Çalışan sistemin sağlığı ve bu konsolu kullanan personel.',
      planned: {
        queues: 'Sipariş zamanlayıcıları, itirazlar, zincir ve e-posta için iş kuyrukları',
        chain: 'Zincir izleyicileri, onaylar ve emanet cüzdanı bakiyeleri',
        staff: 'Personel hesapları, rolleri ve denetim kaydı',
      },
      forRole: {
        ADMIN: 'Sistemi izleyecek, takılan işleri yeniden deneyecek ve personel hesaplarını yöneteceksiniz.',
      },
    },
  },
  ops: ops_tr_TR,
  nfts: nfts_tr_TR,
  audit: audit_tr_TR.page,
  staffAdmin: staffAdmin_tr_TR.page,
  chainWatch: chain_tr_TR,
  support: support_tr_TR,
  trading: trading_tr_TR,
  settings: settings_tr_TR,
  merchants: merchants_tr_TR,
  desk: desk_tr_TR,
  caseRequests: caseRequests_tr_TR,
  payouts: payouts_tr_TR,
  forbidden: {
    title: 'Erişim yok',
    message: 'Rolünüz ({{role}}) bu alanı açamaz. Gerekirse bir yöneticiye başvurun.',
    back: 'Panele dön',
  },
  notFound: {
    title: 'Sayfa bulunamadı',
    message: 'Bu adreste bir sayfa yok.',
  },
  sessionError: {
    title: 'Oturumunuz doğrulanamadı',
    message: 'Sunucu yanıt vermedi. Yeniden deneyin veya tekrar giriş yapın.',
    retry: 'Yeniden dene',
    signIn: 'Tekrar giriş yap',
  },
};
