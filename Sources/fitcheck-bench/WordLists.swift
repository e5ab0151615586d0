/// App-vocabulary word lists, a few hundred words per language, for generated catalogs with realistic
/// scripts and word lengths: Latin with accents (de, fr, es, it, pt-BR), Cyrillic (ru, uk), Devanagari
/// (hi). Words are picked at random, so the texts read as word salad — but their lengths, scripts,
/// break opportunities and shaping (conjuncts, matras, accents) are those of real UI strings.
enum WordLists {
    /// The languages of the default matrix, with the source language first.
    static let languages = ["en", "de", "es", "fr", "it", "pt-BR", "ru", "uk", "hi"]

    /// The words of `language`.
    static func words(_ language: String) -> [String] {
        let text: String
        switch language {
        case "en": text = english
        case "de": text = german
        case "es": text = spanish
        case "fr": text = french
        case "it": text = italian
        case "pt-BR": text = portuguese
        case "ru": text = russian
        case "uk": text = ukrainian
        case "hi": text = hindi
        default: text = english
        }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    /// The sentence end each language writes (Hindi: the danda).
    static func fullStop(_ language: String) -> String {
        language == "hi" ? "।" : "."
    }

    static let english = """
        account add address after again alert all allow already amount app apply archive ask automatic
        available back backup balance bank before begin below bill billing browse budget button calendar
        camera cancel card cart category change channel charge chart check choose clear close cloud code
        color comment complete confirm connect contact continue copy cost country create credit currency
        current custom daily dark data date day default delete deliver description detail device disable
        discount display document done download draft due edit email empty enable end enter error every
        expense expire export family favorite feature feedback file filter find finish first folder follow
        free friend from full general gift go group guide help hidden history home hour import include
        information install invite invoice item join keep language last later learn less library light limit
        link list load location lock login logout manage map mark member message method minute mode month
        monthly more move music name network never new next note notification now offer offline open option
        order other overview owner page paid password pause pay payment pending people period personal phone
        photo plan play please preference premium preview price privacy private profile purchase push quick
        read receipt recent record reminder remove renew renewal repeat report request reset restore resume
        review save schedule search security select send service session setting share show sign size skip
        sort start status stop storage store subscribe subscription success summary support switch sync
        system tap team terms theme this time today total track transfer trial try turn undo unlock update
        upgrade upload usage user verify version video view wallet warning week weekly welcome when with
        your yearly your amount reached successfully changes saved temporarily unavailable connection lost
        """

    static let german = """
        Konto hinzufügen Adresse nach erneut Hinweis alle erlauben bereits Betrag App anwenden archivieren
        fragen automatisch verfügbar zurück Sicherung Guthaben Bank vorher beginnen unten Rechnung Abrechnung
        durchsuchen Budget Schaltfläche Kalender Kamera abbrechen Karte Warenkorb Kategorie ändern Kanal
        Gebühr Diagramm prüfen auswählen leeren schließen Cloud Code Farbe Kommentar abschließen bestätigen
        verbinden Kontakt fortfahren kopieren Kosten Land erstellen Guthaben Währung aktuell benutzerdefiniert
        täglich dunkel Daten Datum Tag Standard löschen liefern Beschreibung Einzelheiten Gerät deaktivieren
        Rabatt anzeigen Dokument fertig herunterladen Entwurf fällig bearbeiten E‑Mail leer aktivieren Ende
        eingeben Fehler jeden Ausgabe abgelaufen exportieren Familie Favorit Funktion Rückmeldung Datei Filter
        finden beenden erste Ordner folgen kostenlos Freund vollständig allgemein Geschenk Gruppe Anleitung
        Hilfe ausgeblendet Verlauf Startseite Stunde importieren einschließen Informationen installieren
        einladen Rechnungsstellung Eintrag beitreten behalten Sprache zuletzt später mehr erfahren weniger
        Mediathek hell Grenze Verknüpfung Liste laden Standort sperren Anmeldung abmelden verwalten Karte
        markieren Mitglied Nachricht Zahlungsmethode Minute Modus Monat monatlich verschieben Musik Name
        Netzwerk niemals neu weiter Notiz Mitteilung jetzt Angebot offline öffnen Option Bestellung andere
        Übersicht Besitzer Seite bezahlt Passwort pausieren bezahlen Zahlung ausstehend Personen Zeitraum
        persönlich Telefon Foto Tarif abspielen bitte Einstellung Premium Vorschau Preis Datenschutz privat
        Profil Kauf Mitteilungen schnell lesen Beleg kürzlich Aufnahme Erinnerung entfernen verlängern
        Verlängerung wiederholen melden anfordern zurücksetzen wiederherstellen fortsetzen überprüfen sichern
        Zeitplan suchen Sicherheit wählen senden Dienst Sitzung Einstellungen teilen anzeigen unterschreiben
        Größe überspringen sortieren starten Status stoppen Speicherplatz Geschäft abonnieren Abonnement
        Erfolg Zusammenfassung Unterstützung wechseln synchronisieren System tippen Mitarbeiter Bedingungen
        Design dieses Zeit heute insgesamt verfolgen Überweisung Testzeitraum versuchen drehen rückgängig
        entsperren aktualisieren Upgrade hochladen Nutzung Benutzer verifizieren Version Video Ansicht
        Geldbörse Warnung Woche wöchentlich willkommen wann mit deine jährlich Benachrichtigungseinstellungen
        Zahlungsverlauf Abonnementverwaltung Datenschutzerklärung Kündigungsfrist Verbindungsfehler
        erfolgreich gespeichert vorübergehend nicht verfügbar Änderungen übernommen Größenänderung
        """

    static let spanish = """
        cuenta añadir dirección después otra vez aviso todos permitir ya importe aplicación aplicar archivar
        preguntar automático disponible atrás copia saldo banco antes empezar debajo factura facturación
        explorar presupuesto botón calendario cámara cancelar tarjeta carrito categoría cambiar canal cargo
        gráfico comprobar elegir borrar cerrar nube código color comentario completar confirmar conectar
        contacto continuar copiar coste país crear crédito moneda actual personalizado diario oscuro datos
        fecha día predeterminado eliminar entregar descripción detalle dispositivo desactivar descuento
        mostrar documento hecho descargar borrador vencimiento editar correo vacío activar fin introducir
        error cada gasto caducar exportar familia favorito función comentarios archivo filtro buscar terminar
        primero carpeta seguir gratis amigo desde completo general regalo ir grupo guía ayuda oculto historial
        inicio hora importar incluir información instalar invitar factura artículo unirse mantener idioma
        último después aprender menos biblioteca claro límite enlace lista cargar ubicación bloquear acceso
        cerrar sesión gestionar mapa marcar miembro mensaje método minuto modo mes mensual más mover música
        nombre red nunca nuevo siguiente nota notificación ahora oferta sin conexión abrir opción pedido otro
        resumen propietario página pagado contraseña pausar pagar pago pendiente personas periodo personal
        teléfono foto plan reproducir por favor preferencia prémium vista previa precio privacidad privado
        perfil compra rápido leer recibo reciente grabar recordatorio quitar renovar renovación repetir
        informe solicitud restablecer restaurar reanudar revisar guardar programar búsqueda seguridad
        seleccionar enviar servicio sesión ajustes compartir mostrar firmar tamaño omitir ordenar comenzar
        estado detener almacenamiento tienda suscribirse suscripción éxito resumen soporte cambiar sincronizar
        sistema tocar equipo condiciones tema este tiempo hoy total seguir transferencia prueba intentar girar
        deshacer desbloquear actualizar mejorar subir uso usuario verificar versión vídeo ver cartera
        advertencia semana semanal bienvenido cuando con tu anual configuración notificaciones
        suscripciones periódicas cancelación automáticamente correctamente guardados temporalmente
        """

    static let french = """
        compte ajouter adresse après encore alerte tous autoriser déjà montant appli appliquer archiver
        demander automatique disponible retour sauvegarde solde banque avant commencer dessous facture
        facturation parcourir budget bouton calendrier caméra annuler carte panier catégorie modifier chaîne
        frais graphique vérifier choisir effacer fermer nuage code couleur commentaire terminer confirmer
        connecter contact continuer copier coût pays créer crédit devise actuel personnalisé quotidien sombre
        données date jour par défaut supprimer livrer description détail appareil désactiver remise afficher
        document terminé télécharger brouillon échéance modifier e‑mail vide activer fin saisir erreur chaque
        dépense expirer exporter famille favori fonctionnalité commentaires fichier filtre trouver finir
        premier dossier suivre gratuit ami depuis complet général cadeau aller groupe guide aide masqué
        historique accueil heure importer inclure informations installer inviter facture élément rejoindre
        garder langue dernier plus tard découvrir moins bibliothèque clair limite lien liste charger
        position verrouiller connexion déconnexion gérer plan marquer membre message méthode minute mode mois
        mensuel plus déplacer musique nom réseau jamais nouveau suivant note notification maintenant offre
        hors ligne ouvrir option commande autre aperçu propriétaire page payé mot de passe suspendre payer
        paiement en attente personnes période personnel téléphone photo forfait lire s’il vous plaît
        préférence premium aperçu prix confidentialité privé profil achat rapide reçu récent enregistrer
        rappel retirer renouveler renouvellement répéter signaler demande réinitialiser restaurer reprendre
        vérifier sauvegarder planifier rechercher sécurité sélectionner envoyer service session réglages
        partager montrer signer taille ignorer trier démarrer statut arrêter stockage boutique s’abonner
        abonnement succès résumé assistance changer synchroniser système toucher équipe conditions thème ce
        temps aujourd’hui total suivre virement essai essayer tourner annuler déverrouiller mettre à jour
        améliorer téléverser utilisation utilisateur vérifier version vidéo afficher portefeuille
        avertissement semaine hebdomadaire bienvenue quand avec votre annuel paramètres notifications
        renouvellements automatiquement enregistrées temporairement indisponible connexion interrompue
        """

    static let italian = """
        account aggiungi indirizzo dopo ancora avviso tutti consenti già importo app applica archivia chiedi
        automatico disponibile indietro backup saldo banca prima inizia sotto fattura fatturazione sfoglia
        budget pulsante calendario fotocamera annulla carta carrello categoria cambia canale addebito grafico
        controlla scegli cancella chiudi cloud codice colore commento completa conferma connetti contatto
        continua copia costo paese crea credito valuta attuale personalizzato giornaliero scuro dati data
        giorno predefinito elimina consegna descrizione dettaglio dispositivo disattiva sconto mostra
        documento fatto scarica bozza scadenza modifica email vuoto attiva fine inserisci errore ogni spesa
        scadere esporta famiglia preferito funzione feedback archivio filtro trova termina primo cartella
        segui gratuito amico completo generale regalo vai gruppo guida aiuto nascosto cronologia home ora
        importa includi informazioni installa invita fattura elemento unisciti mantieni lingua ultimo più
        tardi scopri meno libreria chiaro limite collegamento elenco carica posizione blocca accesso esci
        gestisci mappa segna membro messaggio metodo minuto modalità mese mensile sposta musica nome rete mai
        nuovo avanti nota notifica adesso offerta offline apri opzione ordine altro panoramica proprietario
        pagina pagato password pausa paga pagamento in sospeso persone periodo personale telefono foto piano
        riproduci per favore preferenza premium anteprima prezzo privacy privato profilo acquisto veloce
        leggi ricevuta recente registra promemoria rimuovi rinnova rinnovo ripeti segnala richiesta
        reimposta ripristina riprendi verifica salva pianifica cerca sicurezza seleziona invia servizio
        sessione impostazioni condividi firma dimensione salta ordina avvia stato ferma spazio negozio
        abbonati abbonamento successo riepilogo assistenza cambia sincronizza sistema tocca squadra termini
        tema questo tempo oggi totale traccia bonifico prova riprova ruota annulla sblocca aggiorna
        migliora carica utilizzo utente verifica versione video vista portafoglio avviso settimana
        settimanale benvenuto quando con tuo annuale città perché più così abbonamenti già attività
        notifiche automaticamente correttamente salvate temporaneamente indisponibile
        """

    static let portuguese = """
        conta adicionar endereço depois novamente alerta todos permitir já valor app aplicar arquivar
        perguntar automático disponível voltar backup saldo banco antes começar abaixo fatura cobrança
        explorar orçamento botão calendário câmera cancelar cartão carrinho categoria alterar canal cobrança
        gráfico verificar escolher limpar fechar nuvem código cor comentário concluir confirmar conectar
        contato continuar copiar custo país criar crédito moeda atual personalizado diário escuro dados data
        dia padrão apagar entregar descrição detalhe dispositivo desativar desconto exibir documento pronto
        baixar rascunho vencimento editar e‑mail vazio ativar fim digitar erro cada despesa expirar exportar
        família favorito recurso feedback arquivo filtro encontrar terminar primeiro pasta seguir grátis
        amigo desde completo geral presente ir grupo guia ajuda oculto histórico início hora importar
        incluir informações instalar convidar nota item entrar manter idioma último mais tarde saiba menos
        biblioteca claro limite link lista carregar localização bloquear entrar sair gerenciar mapa marcar
        membro mensagem método minuto modo mês mensal mais mover música nome rede nunca novo próximo nota
        notificação agora oferta offline abrir opção pedido outro visão geral proprietário página pago senha
        pausar pagar pagamento pendente pessoas período pessoal telefone foto plano reproduzir por favor
        preferência premium prévia preço privacidade privado perfil compra rápido ler recibo recente gravar
        lembrete remover renovar renovação repetir relatório solicitação redefinir restaurar retomar revisar
        salvar agendar buscar segurança selecionar enviar serviço sessão ajustes compartilhar mostrar assinar
        tamanho pular ordenar iniciar status parar armazenamento loja assinar assinatura sucesso resumo
        suporte trocar sincronizar sistema tocar equipe termos tema este tempo hoje total acompanhar
        transferência avaliação tentar girar desfazer desbloquear atualizar melhorar enviar uso usuário
        verificar versão vídeo ver carteira aviso semana semanal bem‑vindo quando com seu anual configurações
        notificações automaticamente alterações salvas temporariamente indisponível conexão perdida
        """

    static let russian = """
        аккаунт добавить адрес после снова предупреждение все разрешить уже сумма приложение применить
        архивировать спросить автоматически доступно назад резервная копия баланс банк перед начать ниже
        счёт оплата обзор бюджет кнопка календарь камера отменить карта корзина категория изменить канал
        списание диаграмма проверить выбрать очистить закрыть облако код цвет комментарий завершить
        подтвердить подключить контакт продолжить копировать стоимость страна создать кредит валюта текущий
        настраиваемый ежедневно тёмный данные дата день по умолчанию удалить доставить описание подробности
        устройство отключить скидка показать документ готово загрузить черновик срок изменить почта пусто
        включить конец ввести ошибка каждый расход истечь экспортировать семья избранное функция отзыв файл
        фильтр найти завершить первый папка подписаться бесплатно друг полный общие подарок перейти группа
        руководство помощь скрыто история главная час импортировать включить информация установить
        пригласить счёт элемент присоединиться сохранить язык последний позже узнать меньше медиатека
        светлый лимит ссылка список загрузить геопозиция заблокировать вход выйти управлять карта отметить
        участник сообщение способ минута режим месяц ежемесячно больше переместить музыка имя сеть никогда
        новый далее заметка уведомление сейчас предложение офлайн открыть параметр заказ другое обзор
        владелец страница оплачено пароль приостановить оплатить платёж ожидание люди период личный телефон
        фото тариф воспроизвести пожалуйста настройка премиум предпросмотр цена конфиденциальность частный
        профиль покупка быстро прочитать чек недавние записать напоминание убрать продлить продление
        повторить пожаловаться запрос сбросить восстановить возобновить проверить сохранить расписание поиск
        безопасность выбрать отправить сервис сеанс настройки поделиться показать подписать размер
        пропустить сортировать запустить статус остановить хранилище магазин оформить подписка успешно
        сводка поддержка переключить синхронизировать система нажать команда условия тема этот время
        сегодня итого отслеживать перевод пробный попробовать повернуть отменить разблокировать обновить
        улучшить выгрузить использование пользователь подтвердить версия видео вид кошелёк внимание неделя
        еженедельно добро пожаловать когда с вашей ежегодно уведомлений подписок автоматического
        продлевается изменения сохранены временно недоступно соединение потеряно платежей устройств
        """

    static let ukrainian = """
        обліковий запис додати адреса після знову попередження всі дозволити вже сума застосунок застосувати
        архівувати запитати автоматично доступно назад резервна копія баланс банк перед почати нижче рахунок
        оплата огляд бюджет кнопка календар камера скасувати картка кошик категорія змінити канал списання
        діаграма перевірити вибрати очистити закрити хмара код колір коментар завершити підтвердити
        підключити контакт продовжити копіювати вартість країна створити кредит валюта поточний
        налаштовуваний щоденно темний дані дата день за замовчуванням видалити доставити опис подробиці
        пристрій вимкнути знижка показати документ готово завантажити чернетка термін редагувати пошта
        порожньо увімкнути кінець ввести помилка кожен витрата закінчитися експортувати родина обране
        функція відгук файл фільтр знайти завершити перший тека стежити безкоштовно друг повний загальні
        подарунок перейти група посібник довідка приховано історія головна година імпортувати включити
        інформація встановити запросити рахунок елемент приєднатися зберегти мова останній пізніше
        дізнатися менше медіатека світлий ліміт посилання список завантажити геопозиція заблокувати вхід
        вийти керувати мапа позначити учасник повідомлення спосіб хвилина режим місяць щомісяця більше
        перемістити музика ім’я мережа ніколи новий далі нотатка сповіщення зараз пропозиція офлайн
        відкрити параметр замовлення інше огляд власник сторінка оплачено пароль призупинити оплатити
        платіж очікування люди період особистий телефон фото тариф відтворити будь ласка налаштування
        преміум попередній перегляд ціна конфіденційність приватний профіль покупка швидко прочитати чек
        нещодавні записати нагадування прибрати продовжити продовження повторити поскаржитися запит
        скинути відновити поновити перевірити зберегти розклад пошук безпека вибрати надіслати сервіс
        сеанс параметри поділитися підписати розмір пропустити сортувати запустити статус зупинити
        сховище магазин оформити підписка успішно підсумок підтримка перемкнути синхронізувати система
        натиснути команда умови тема цей час сьогодні разом відстежувати переказ пробний спробувати
        повернути скасувати розблокувати оновити покращити вивантажити використання користувач
        підтвердити версія відео вигляд гаманець увага тиждень щотижня ласкаво просимо коли з вашої щороку
        сповіщень підписок автоматичного подовжується зміни збережено тимчасово недоступно з’єднання
        """

    static let hindi = """
        खाता जोड़ें पता बाद फिर से चेतावनी सभी अनुमति पहले ही राशि ऐप लागू संग्रह पूछें स्वचालित उपलब्ध वापस
        बैकअप शेष बैंक पहले शुरू नीचे बिल बिलिंग ब्राउज़ बजट बटन कैलेंडर कैमरा रद्द कार्ड कार्ट श्रेणी बदलें चैनल
        शुल्क चार्ट जाँचें चुनें साफ़ बंद क्लाउड कोड रंग टिप्पणी पूरा पुष्टि कनेक्ट संपर्क जारी कॉपी लागत देश बनाएँ
        क्रेडिट मुद्रा वर्तमान कस्टम दैनिक गहरा डेटा तारीख दिन डिफ़ॉल्ट हटाएँ डिलीवर विवरण जानकारी डिवाइस
        अक्षम छूट दिखाएँ दस्तावेज़ हो गया डाउनलोड ड्राफ़्ट देय संपादित ईमेल खाली सक्षम समाप्त दर्ज त्रुटि हर
        खर्च समाप्ति निर्यात परिवार पसंदीदा सुविधा प्रतिक्रिया फ़ाइल फ़िल्टर खोजें समाप्त पहला फ़ोल्डर फ़ॉलो
        निःशुल्क मित्र से पूर्ण सामान्य उपहार जाएँ समूह गाइड सहायता छिपा इतिहास होम घंटा आयात शामिल जानकारी
        इंस्टॉल आमंत्रित चालान आइटम जुड़ें रखें भाषा अंतिम बाद में जानें कम लाइब्रेरी हल्का सीमा लिंक सूची लोड
        स्थान लॉक लॉगिन लॉगआउट प्रबंधित नक्शा चिह्नित सदस्य संदेश तरीका मिनट मोड महीना मासिक अधिक ले जाएँ
        संगीत नाम नेटवर्क कभी नहीं नया अगला नोट सूचना अभी ऑफ़र ऑफ़लाइन खोलें विकल्प ऑर्डर अन्य अवलोकन स्वामी
        पृष्ठ भुगतान किया पासवर्ड रोकें भुगतान करें भुगतान लंबित लोग अवधि व्यक्तिगत फ़ोन फ़ोटो प्लान चलाएँ
        कृपया प्राथमिकता प्रीमियम पूर्वावलोकन कीमत गोपनीयता निजी प्रोफ़ाइल ख़रीदारी त्वरित पढ़ें रसीद हाल
        रिकॉर्ड अनुस्मारक निकालें नवीनीकरण दोहराएँ रिपोर्ट अनुरोध रीसेट पुनर्स्थापित फिर शुरू समीक्षा सहेजें
        शेड्यूल खोज सुरक्षा चुनें भेजें सेवा सत्र सेटिंग्स साझा दिखाएँ हस्ताक्षर आकार छोड़ें क्रमबद्ध प्रारंभ
        स्थिति रोकें स्टोरेज स्टोर सदस्यता लें सदस्यता सफलता सारांश सहायता स्विच सिंक सिस्टम टैप टीम शर्तें
        थीम यह समय आज कुल ट्रैक स्थानांतरण परीक्षण प्रयास घुमाएँ पूर्ववत अनलॉक अपडेट अपग्रेड अपलोड उपयोग
        उपयोगकर्ता सत्यापित संस्करण वीडियो देखें वॉलेट चेतावनी सप्ताह साप्ताहिक स्वागत है जब के साथ आपका
        वार्षिक और के लिए में है हैं का की को पर आपके सभी डिवाइस उसके स्वचालित रूप से परिवर्तन सहेजे गए
        अस्थायी रूप से अनुपलब्ध कनेक्शन टूट गया क्षमा करें प्रतीक्षा कृपया पुनः प्रयास करें
        """
}
