/**
 * What the review says, in the page's language (English, German, French, Spanish, Portuguese,
 * Dutch, Italian): a team fixing a Spanish page reads Spanish findings. Each
 * message is written once per language, with its values passed in; English is the fallback.
 */
import { languageOf } from "./alternatives.ts";
import type { Facts } from "./facts.ts";
import type { Goal } from "./input.ts";

type V = Record<string, string | number>;
type Catalog = Record<MessageId, (v: V) => string>;

/** The messages of the review. */
export type MessageId =
  | "vp.no_h1.title"
  | "vp.no_h1.fix"
  | "vp.vague.title"
  | "vp.vague.fix"
  | "vp.no_sub.title"
  | "vp.no_sub.fix"
  | "mm.partial.title"
  | "mm.none.title"
  | "mm.fix"
  | "cta.none.title"
  | "cta.none.fix"
  | "cta.late.title"
  | "cta.late.fix"
  | "goal.title"
  | "goal.fix"
  | "clarity.title"
  | "clarity.fix"
  | "compete.title"
  | "compete.fix"
  | "proof.title"
  | "proof.fix"
  | "objections.title"
  | "objections.fix"
  | "card.title"
  | "card.fix"
  | "form.many.title"
  | "form.consent.title"
  | "form.lean.signup"
  | "form.lean.other"
  | "form.consent.fix"
  | "links.title"
  | "links.fix"
  | "popup.title"
  | "popup.fix";

const EN: Catalog = {
  "vp.no_h1.title": () => "No H1: the page does not say what it offers",
  "vp.no_h1.fix": () =>
    "Open with an H1 that names the outcome the visitor gets (who it is for and what changes).",
  "vp.vague.title": () => "The headline does not state a value proposition",
  "vp.vague.fix": () => "Replace it with the specific outcome the visitor gets, in their words.",
  "vp.no_sub.title": () => "No supporting sentence under the headline",
  "vp.no_sub.fix": () => "Add one sentence under the H1: for whom, and how it works.",
  "mm.partial.title": (v) =>
    `The headline repeats only part of "${v.keyword}", the promise ${v.source} visitors clicked`,
  "mm.none.title": (v) =>
    `The headline does not repeat "${v.keyword}", the promise ${v.source} visitors clicked`,
  "mm.fix": (v) => `Put "${v.keyword}" (or its exact promise) in the H1 of this landing page.`,
  "cta.none.title": () => "No call to action on the page",
  "cta.none.fix": () =>
    "Add a button for the conversion goal right under the headline and again after the proof.",
  "cta.late.title": (v) => `The first call to action comes after ${v.words} words`,
  "cta.late.fix": () => "Put a call to action in the first screen, under the headline.",
  "goal.title": (v) => `No call to action asks for the goal (${v.goal})`,
  "goal.fix": (v) => `Word the main button for the goal, e.g. "${v.example}".`,
  "clarity.title": (v) => `A call to action says "${v.text}"`,
  "clarity.fix": () =>
    `Say what happens on click, in the visitor's terms ("Get my quote", "Start free trial").`,
  "compete.title": (v) => `Calls to action for ${v.n} different goals compete (${v.goals})`,
  "compete.fix": (v) =>
    `Keep one primary action (${v.goal}); make the others secondary links or remove them.`,
  "proof.title": () => "No proof that the offer works",
  "proof.fix": () =>
    "Add proof next to the call to action: a rating with its review count, customer numbers, or a testimonial with a name and role.",
  "objections.title": (v) => `Unanswered objections for ${v.goal}: ${v.list}`,
  "objections.fix": (v) => `Answer them near the call to action: ${v.how}.`,
  "card.title": () => "The trial asks for a credit card up front",
  "card.fix": () =>
    "Test a trial without a card, or say plainly when the card is charged and how to cancel.",
  "form.many.title": (v) =>
    `The ${v.goal} form asks for ${v.n} required fields before the visitor gets anything`,
  "form.consent.title": () => "The form ticks a consent box in advance",
  "form.lean.signup": () =>
    "Ask only for the work e-mail and a password (or a single sign-up step), and collect company details, tax IDs and the rest during onboarding.",
  "form.lean.other": (v) =>
    `Ask only for the ${v.n} fields the next step needs and collect the rest later.`,
  "form.consent.fix": () => "Leave consent boxes unticked: a pre-ticked box is not consent.",
  "links.title": (v) => `${v.n} links in the page body compete with the call to action`,
  "links.fix": () =>
    "Cut body links to the few that help the decision; move the rest to the footer or resource pages.",
  "popup.title": () => "A sign-up pop-up covers the page as it opens",
  "popup.fix": () =>
    "Show the offer inline or after the visitor has engaged (scrolled, read, is about to leave), never over the content on arrival.",
};

const ES: Catalog = {
  "vp.no_h1.title": () => "Sin H1: la página no dice qué ofrece",
  "vp.no_h1.fix": () =>
    "Empieza con un H1 que nombre el resultado que obtiene el visitante (para quién es y qué cambia).",
  "vp.vague.title": () => "El titular no formula una propuesta de valor",
  "vp.vague.fix": () =>
    "Sustitúyelo por el resultado concreto que obtiene el visitante, con sus palabras.",
  "vp.no_sub.title": () => "No hay una frase de apoyo bajo el titular",
  "vp.no_sub.fix": () => "Añade una frase bajo el H1: para quién es y cómo funciona.",
  "mm.partial.title": (v) =>
    `El titular solo repite en parte «${v.keyword}», la promesa en la que hicieron clic los visitantes de ${v.source}`,
  "mm.none.title": (v) =>
    `El titular no repite «${v.keyword}», la promesa en la que hicieron clic los visitantes de ${v.source}`,
  "mm.fix": (v) => `Pon «${v.keyword}» (o su promesa exacta) en el H1 de esta landing page.`,
  "cta.none.title": () => "La página no tiene ninguna llamada a la acción",
  "cta.none.fix": () =>
    "Añade un botón para el objetivo de conversión justo bajo el titular y otra vez después de las pruebas sociales.",
  "cta.late.title": (v) => `La primera llamada a la acción aparece después de ${v.words} palabras`,
  "cta.late.fix": () => "Coloca una llamada a la acción en la primera pantalla, bajo el titular.",
  "goal.title": (v) => `Ninguna llamada a la acción pide el objetivo (${v.goal})`,
  "goal.fix": (v) => `Redacta el botón principal para el objetivo, por ejemplo «${v.example}».`,
  "clarity.title": (v) => `Una llamada a la acción dice «${v.text}»`,
  "clarity.fix": () =>
    "Di qué pasa al hacer clic, con las palabras del visitante («Quiero mi presupuesto», «Empieza tu prueba gratis»).",
  "compete.title": (v) =>
    `Compiten llamadas a la acción para ${v.n} objetivos distintos (${v.goals})`,
  "compete.fix": (v) =>
    `Deja una acción principal (${v.goal}); convierte las demás en enlaces secundarios o elimínalas.`,
  "proof.title": () => "No hay pruebas de que la oferta funcione",
  "proof.fix": () =>
    "Añade pruebas junto a la llamada a la acción: una valoración con su número de reseñas, cifras de clientes o un testimonio con nombre y cargo.",
  "objections.title": (v) => `Objeciones sin responder para ${v.goal}: ${v.list}`,
  "objections.fix": (v) => `Respóndelas cerca de la llamada a la acción: ${v.how}.`,
  "card.title": () => "La prueba pide una tarjeta de crédito por adelantado",
  "card.fix": () =>
    "Prueba un periodo de prueba sin tarjeta, o di claramente cuándo se cobra y cómo cancelar.",
  "form.many.title": (v) =>
    `El formulario de ${v.goal} pide ${v.n} campos obligatorios antes de que el visitante obtenga nada`,
  "form.consent.title": () => "El formulario marca de antemano una casilla de consentimiento",
  "form.lean.signup": () =>
    "Pide solo el correo de trabajo y una contraseña (o un registro de un solo paso) y recoge los datos de la empresa, los datos fiscales y lo demás durante la incorporación (onboarding).",
  "form.lean.other": (v) =>
    `Pide solo los ${v.n} campos que necesita el siguiente paso y recoge el resto después.`,
  "form.consent.fix": () =>
    "Deja las casillas de consentimiento sin marcar: una casilla premarcada no es consentimiento.",
  "links.title": (v) =>
    `${v.n} enlaces en el cuerpo de la página compiten con la llamada a la acción`,
  "links.fix": () =>
    "Reduce los enlaces del cuerpo a los pocos que ayudan a decidir; lleva el resto al pie de página o a páginas de recursos.",
  "popup.title": () => "Una ventana emergente de suscripción tapa la página al abrirla",
  "popup.fix": () =>
    "Muestra la oferta dentro de la página o cuando el visitante ya ha interactuado (ha leído, va a salir), nunca sobre el contenido al llegar.",
};

const DE: Catalog = {
  "vp.no_h1.title": () => "Keine H1: Die Seite sagt nicht, was sie anbietet",
  "vp.no_h1.fix": () =>
    "Beginnen Sie mit einer H1, die das Ergebnis für den Besucher nennt (für wen, und was sich ändert).",
  "vp.vague.title": () => "Die Überschrift nennt kein Nutzenversprechen",
  "vp.vague.fix": () =>
    "Ersetzen Sie sie durch das konkrete Ergebnis für den Besucher, in seinen Worten.",
  "vp.no_sub.title": () => "Kein erklärender Satz unter der Überschrift",
  "vp.no_sub.fix": () =>
    "Fügen Sie unter der H1 einen Satz hinzu: für wen, und wie es funktioniert.",
  "mm.partial.title": (v) =>
    `Die Überschrift wiederholt nur einen Teil von „${v.keyword}“, dem Versprechen, auf das Besucher aus ${v.source} geklickt haben`,
  "mm.none.title": (v) =>
    `Die Überschrift wiederholt „${v.keyword}“ nicht, das Versprechen, auf das Besucher aus ${v.source} geklickt haben`,
  "mm.fix": (v) =>
    `Nehmen Sie „${v.keyword}“ (oder genau dieses Versprechen) in die H1 dieser Landingpage auf.`,
  "cta.none.title": () => "Die Seite hat keinen Call-to-Action",
  "cta.none.fix": () =>
    "Setzen Sie einen Button für das Conversion-Ziel direkt unter die Überschrift und noch einmal nach den Belegen.",
  "cta.late.title": (v) => `Der erste Call-to-Action kommt erst nach ${v.words} Wörtern`,
  "cta.late.fix": () =>
    "Setzen Sie einen Call-to-Action in den ersten Bildschirm, unter die Überschrift.",
  "goal.title": (v) => `Kein Call-to-Action fragt nach dem Ziel (${v.goal})`,
  "goal.fix": (v) => `Formulieren Sie den Haupt-Button für das Ziel, z. B. „${v.example}“.`,
  "clarity.title": (v) => `Ein Call-to-Action lautet „${v.text}“`,
  "clarity.fix": () =>
    "Sagen Sie, was beim Klick passiert, in den Worten des Besuchers („Angebot anfordern“, „Jetzt kostenlos testen“).",
  "compete.title": (v) => `Calls-to-Action für ${v.n} verschiedene Ziele konkurrieren (${v.goals})`,
  "compete.fix": (v) =>
    `Behalten Sie eine Hauptaktion (${v.goal}); machen Sie die anderen zu Nebenlinks oder entfernen Sie sie.`,
  "proof.title": () => "Kein Beleg, dass das Angebot funktioniert",
  "proof.fix": () =>
    "Setzen Sie Belege neben den Call-to-Action: eine Bewertung mit Anzahl, Kundenzahlen oder ein Zitat mit Name und Funktion.",
  "objections.title": (v) => `Unbeantwortete Einwände für ${v.goal}: ${v.list}`,
  "objections.fix": (v) => `Beantworten Sie sie nahe am Call-to-Action: ${v.how}.`,
  "card.title": () => "Der Test verlangt vorab eine Kreditkarte",
  "card.fix": () =>
    "Testen Sie eine Testphase ohne Karte, oder sagen Sie klar, wann abgebucht wird und wie man kündigt.",
  "form.many.title": (v) =>
    `Das Formular für ${v.goal} verlangt ${v.n} Pflichtfelder, bevor der Besucher etwas bekommt`,
  "form.consent.title": () => "Das Formular hakt eine Einwilligung vorab an",
  "form.lean.signup": () =>
    "Fragen Sie nur die geschäftliche E-Mail-Adresse und ein Passwort ab (oder eine einstufige Registrierung) und erfassen Sie Firmendaten, Steuernummern und den Rest im Onboarding.",
  "form.lean.other": (v) =>
    `Fragen Sie nur die ${v.n} Felder ab, die der nächste Schritt braucht, und den Rest später.`,
  "form.consent.fix": () =>
    "Lassen Sie Einwilligungen unangehakt: Ein vorab gesetzter Haken ist keine Einwilligung.",
  "links.title": (v) => `${v.n} Links im Seiteninhalt konkurrieren mit dem Call-to-Action`,
  "links.fix": () =>
    "Kürzen Sie die Links im Inhalt auf die wenigen, die bei der Entscheidung helfen; den Rest in den Footer oder auf Ressourcenseiten.",
  "popup.title": () => "Ein Anmelde-Pop-up verdeckt die Seite beim Öffnen",
  "popup.fix": () =>
    "Zeigen Sie das Angebot im Inhalt oder erst nach Interaktion (gescrollt, gelesen, beim Verlassen), nie beim Aufruf über dem Inhalt.",
};

const FR: Catalog = {
  "vp.no_h1.title": () => "Pas de H1 : la page ne dit pas ce qu'elle propose",
  "vp.no_h1.fix": () =>
    "Ouvrez sur un H1 qui nomme le résultat pour le visiteur (pour qui, et ce qui change).",
  "vp.vague.title": () => "Le titre n'énonce pas de proposition de valeur",
  "vp.vague.fix": () => "Remplacez-le par le résultat concret pour le visiteur, avec ses mots.",
  "vp.no_sub.title": () => "Aucune phrase d'appui sous le titre",
  "vp.no_sub.fix": () => "Ajoutez une phrase sous le H1 : pour qui, et comment ça marche.",
  "mm.partial.title": (v) =>
    `Le titre ne reprend qu'en partie « ${v.keyword} », la promesse sur laquelle les visiteurs de ${v.source} ont cliqué`,
  "mm.none.title": (v) =>
    `Le titre ne reprend pas « ${v.keyword} », la promesse sur laquelle les visiteurs de ${v.source} ont cliqué`,
  "mm.fix": (v) =>
    `Mettez « ${v.keyword} » (ou sa promesse exacte) dans le H1 de cette page d'atterrissage.`,
  "cta.none.title": () => "La page n'a aucun appel à l'action",
  "cta.none.fix": () =>
    "Ajoutez un bouton pour l'objectif de conversion juste sous le titre, puis après les preuves.",
  "cta.late.title": (v) => `Le premier appel à l'action arrive après ${v.words} mots`,
  "cta.late.fix": () => "Placez un appel à l'action dans le premier écran, sous le titre.",
  "goal.title": (v) => `Aucun appel à l'action ne demande l'objectif (${v.goal})`,
  "goal.fix": (v) => `Formulez le bouton principal pour l'objectif, par exemple « ${v.example} ».`,
  "clarity.title": (v) => `Un appel à l'action dit « ${v.text} »`,
  "clarity.fix": () =>
    "Dites ce qui se passe au clic, avec les mots du visiteur (« Recevoir mon devis », « Commencer l'essai gratuit »).",
  "compete.title": (v) =>
    `Des appels à l'action pour ${v.n} objectifs différents se concurrencent (${v.goals})`,
  "compete.fix": (v) =>
    `Gardez une action principale (${v.goal}) ; faites des autres des liens secondaires ou retirez-les.`,
  "proof.title": () => "Aucune preuve que l'offre fonctionne",
  "proof.fix": () =>
    "Ajoutez des preuves près de l'appel à l'action : une note avec son nombre d'avis, des chiffres clients ou un témoignage avec nom et fonction.",
  "objections.title": (v) => `Objections sans réponse pour ${v.goal} : ${v.list}`,
  "objections.fix": (v) => `Répondez-y près de l'appel à l'action : ${v.how}.`,
  "card.title": () => "L'essai demande une carte bancaire d'emblée",
  "card.fix": () =>
    "Testez un essai sans carte, ou dites clairement quand la carte est débitée et comment résilier.",
  "form.many.title": (v) =>
    `Le formulaire (${v.goal}) demande ${v.n} champs obligatoires avant que le visiteur n'obtienne quoi que ce soit`,
  "form.consent.title": () => "Le formulaire coche d'avance une case de consentement",
  "form.lean.signup": () =>
    "Ne demandez que l'e-mail professionnel et un mot de passe (ou une inscription en une étape) ; recueillez les données de l'entreprise, les identifiants fiscaux et le reste pendant l'onboarding.",
  "form.lean.other": (v) =>
    `Ne demandez que les ${v.n} champs dont l'étape suivante a besoin et le reste plus tard.`,
  "form.consent.fix": () =>
    "Laissez les cases de consentement décochées : une case précochée n'est pas un consentement.",
  "links.title": (v) => `${v.n} liens dans le corps de la page concurrencent l'appel à l'action`,
  "links.fix": () =>
    "Réduisez les liens du corps aux quelques-uns utiles à la décision ; déplacez le reste en pied de page ou vers des pages ressources.",
  "popup.title": () => "Une fenêtre d'inscription recouvre la page dès son ouverture",
  "popup.fix": () =>
    "Affichez l'offre dans la page ou après un engagement du visiteur (défilement, lecture, sortie), jamais par-dessus le contenu à l'arrivée.",
};

const PT: Catalog = {
  "vp.no_h1.title": () => "Sem H1: a página não diz o que oferece",
  "vp.no_h1.fix": () =>
    "Comece com um H1 que diga o resultado para o visitante (para quem é e o que muda).",
  "vp.vague.title": () => "O título não apresenta uma proposta de valor",
  "vp.vague.fix": () => "Substitua-o pelo resultado concreto para o visitante, nas palavras dele.",
  "vp.no_sub.title": () => "Nenhuma frase de apoio sob o título",
  "vp.no_sub.fix": () => "Acrescente uma frase sob o H1: para quem é e como funciona.",
  "mm.partial.title": (v) =>
    `O título repete só parte de «${v.keyword}», a promessa em que os visitantes de ${v.source} clicaram`,
  "mm.none.title": (v) =>
    `O título não repete «${v.keyword}», a promessa em que os visitantes de ${v.source} clicaram`,
  "mm.fix": (v) => `Coloque «${v.keyword}» (ou a promessa exata) no H1 desta landing page.`,
  "cta.none.title": () => "A página não tem nenhuma chamada para ação",
  "cta.none.fix": () =>
    "Acrescente um botão para o objetivo de conversão logo abaixo do título e de novo depois das provas.",
  "cta.late.title": (v) => `A primeira chamada para ação surge só depois de ${v.words} palavras`,
  "cta.late.fix": () => "Coloque uma chamada para ação no primeiro ecrã, abaixo do título.",
  "goal.title": (v) => `Nenhuma chamada para ação pede o objetivo (${v.goal})`,
  "goal.fix": (v) => `Escreva o botão principal para o objetivo, por exemplo «${v.example}».`,
  "clarity.title": (v) => `Uma chamada para ação diz «${v.text}»`,
  "clarity.fix": () =>
    "Diga o que acontece ao clicar, nas palavras do visitante («Quero o meu orçamento», «Começar teste grátis»).",
  "compete.title": (v) => `Chamadas para ação de ${v.n} objetivos diferentes competem (${v.goals})`,
  "compete.fix": (v) =>
    `Mantenha uma ação principal (${v.goal}); torne as outras links secundários ou retire-as.`,
  "proof.title": () => "Nenhuma prova de que a oferta funciona",
  "proof.fix": () =>
    "Acrescente provas junto à chamada para ação: uma avaliação com o número de opiniões, números de clientes ou um testemunho com nome e cargo.",
  "objections.title": (v) => `Objeções sem resposta para ${v.goal}: ${v.list}`,
  "objections.fix": (v) => `Responda-lhes perto da chamada para ação: ${v.how}.`,
  "card.title": () => "O teste pede um cartão de crédito logo à partida",
  "card.fix": () =>
    "Teste um período experimental sem cartão, ou diga claramente quando o cartão é cobrado e como cancelar.",
  "form.many.title": (v) =>
    `O formulário (${v.goal}) pede ${v.n} campos obrigatórios antes de o visitante obter alguma coisa`,
  "form.consent.title": () => "O formulário marca de antemão uma caixa de consentimento",
  "form.lean.signup": () =>
    "Peça só o e-mail profissional e uma palavra-passe (ou um registo num só passo) e recolha os dados da empresa, os dados fiscais e o resto durante o onboarding.",
  "form.lean.other": (v) =>
    `Peça só os ${v.n} campos de que o passo seguinte precisa e o resto mais tarde.`,
  "form.consent.fix": () =>
    "Deixe as caixas de consentimento por marcar: uma caixa pré-marcada não é consentimento.",
  "links.title": (v) => `${v.n} links no corpo da página competem com a chamada para ação`,
  "links.fix": () =>
    "Reduza os links do corpo aos poucos que ajudam a decidir; passe o resto para o rodapé ou páginas de recursos.",
  "popup.title": () => "Um pop-up de inscrição cobre a página logo ao abrir",
  "popup.fix": () =>
    "Mostre a oferta na própria página ou depois de o visitante interagir (rolar, ler, ao sair), nunca por cima do conteúdo à chegada.",
};

const NL: Catalog = {
  "vp.no_h1.title": () => "Geen H1: de pagina zegt niet wat ze aanbiedt",
  "vp.no_h1.fix": () =>
    "Open met een H1 die het resultaat voor de bezoeker benoemt (voor wie het is en wat er verandert).",
  "vp.vague.title": () => "De kop formuleert geen waardepropositie",
  "vp.vague.fix": () =>
    "Vervang de kop door het concrete resultaat dat de bezoeker krijgt, verwoord zoals de bezoeker het zelf zou zeggen.",
  "vp.no_sub.title": () => "Geen ondersteunende zin onder de kop",
  "vp.no_sub.fix": () => "Voeg onder de H1 één zin toe: voor wie het is en hoe het werkt.",
  "mm.partial.title": (v) =>
    `De kop herhaalt maar een deel van “${v.keyword}”, de belofte waarop bezoekers via ${v.source} hebben geklikt`,
  "mm.none.title": (v) =>
    `De kop herhaalt “${v.keyword}” niet, de belofte waarop bezoekers via ${v.source} hebben geklikt`,
  "mm.fix": (v) =>
    `Neem “${v.keyword}” (of precies die belofte) op in de H1 van deze landingspagina.`,
  "cta.none.title": () => "De pagina heeft geen call-to-action",
  "cta.none.fix": () =>
    "Plaats direct onder de kop een knop voor het conversiedoel, en herhaal die na de social proof.",
  "cta.late.title": (v) => `De eerste call-to-action komt pas na ${v.words} woorden`,
  "cta.late.fix": () => "Zet een call-to-action in het eerste scherm, onder de kop.",
  "goal.title": (v) => `Geen enkele call-to-action vraagt om het doel (${v.goal})`,
  "goal.fix": (v) => `Formuleer de hoofdknop voor het doel, bijvoorbeeld “${v.example}”.`,
  "clarity.title": (v) => `Een call-to-action zegt “${v.text}”`,
  "clarity.fix": () =>
    "Zeg wat er gebeurt na de klik, in de woorden van de bezoeker (“Ontvang mijn offerte”, “Start gratis proefperiode”).",
  "compete.title": (v) =>
    `Calls-to-action voor ${v.n} verschillende doelen beconcurreren elkaar (${v.goals})`,
  "compete.fix": (v) =>
    `Houd één primaire actie over (${v.goal}); maak van de andere secundaire links of verwijder ze.`,
  "proof.title": () => "Geen bewijs dat het aanbod werkt",
  "proof.fix": () =>
    "Zet bewijs naast de call-to-action: een beoordeling met het aantal reviews, klantaantallen of een testimonial met naam en functie.",
  "objections.title": (v) => `Onbeantwoorde bezwaren voor het doel ${v.goal}: ${v.list}`,
  "objections.fix": (v) => `Beantwoord ze vlak bij de call-to-action: ${v.how}.`,
  "card.title": () => "De proefperiode vraagt vooraf om een creditcard",
  "card.fix": () =>
    "Test een proefperiode zonder creditcard, of vermeld duidelijk wanneer de kaart wordt belast en hoe opzeggen werkt.",
  "form.many.title": (v) =>
    `Het formulier (${v.goal}) vraagt om ${v.n} verplichte velden voordat de bezoeker er iets voor terugkrijgt`,
  "form.consent.title": () => "Het formulier heeft een vooraf aangevinkt toestemmingsvakje",
  "form.lean.signup": () =>
    "Vraag alleen om het zakelijke e-mailadres en een wachtwoord (of één enkele aanmeldstap), en verzamel bedrijfsgegevens, btw-nummers en de rest tijdens de onboarding.",
  "form.lean.other": (v) =>
    `Vraag alleen om de ${v.n} velden die de volgende stap nodig heeft en verzamel de rest later.`,
  "form.consent.fix": () =>
    "Laat toestemmingsvakjes leeg: een vooraf aangevinkt vakje is geen toestemming.",
  "links.title": (v) =>
    `${v.n} links in de hoofdtekst van de pagina concurreren met de call-to-action`,
  "links.fix": () =>
    "Beperk de links in de hoofdtekst tot de paar die helpen bij de beslissing; verplaats de rest naar de footer of naar aparte informatiepagina's.",
  "popup.title": () => "Een aanmeldpop-up bedekt de pagina zodra die opent",
  "popup.fix": () =>
    "Toon het aanbod in de pagina zelf of pas wanneer de bezoeker betrokken is (gescrold, gelezen, op het punt te vertrekken), nooit over de inhoud bij binnenkomst.",
};

const IT: Catalog = {
  "vp.no_h1.title": () => "Nessun H1: la pagina non dice cosa offre",
  "vp.no_h1.fix": () =>
    "Apri con un H1 che indichi il risultato che il visitatore ottiene (a chi si rivolge e cosa cambia).",
  "vp.vague.title": () => "Il titolo non esprime una proposta di valore",
  "vp.vague.fix": () =>
    "Sostituiscilo con il risultato concreto che il visitatore ottiene, con le sue parole.",
  "vp.no_sub.title": () => "Nessuna frase di supporto sotto il titolo",
  "vp.no_sub.fix": () => "Aggiungi una frase sotto l'H1: a chi si rivolge e come funziona.",
  "mm.partial.title": (v) =>
    `Il titolo riprende solo in parte «${v.keyword}», la promessa su cui hanno cliccato i visitatori arrivati da ${v.source}`,
  "mm.none.title": (v) =>
    `Il titolo non riprende «${v.keyword}», la promessa su cui hanno cliccato i visitatori arrivati da ${v.source}`,
  "mm.fix": (v) =>
    `Inserisci «${v.keyword}» (o esattamente quella promessa) nell'H1 di questa landing page.`,
  "cta.none.title": () => "Nella pagina non c'è nessuna call to action",
  "cta.none.fix": () =>
    "Aggiungi un pulsante per l'obiettivo di conversione subito sotto il titolo e di nuovo dopo la riprova sociale.",
  "cta.late.title": (v) => `La prima call to action arriva solo dopo ${v.words} parole`,
  "cta.late.fix": () => "Metti una call to action nella prima schermata, sotto il titolo.",
  "goal.title": (v) => `Nessuna call to action porta all'obiettivo (${v.goal})`,
  "goal.fix": (v) =>
    `Scrivi il pulsante principale in funzione dell'obiettivo, ad esempio «${v.example}».`,
  "clarity.title": (v) => `Una call to action dice «${v.text}»`,
  "clarity.fix": () =>
    "Spiega cosa succede al clic, con le parole del visitatore («Ricevi il mio preventivo», «Inizia la prova gratuita»).",
  "compete.title": (v) =>
    `Call to action per ${v.n} obiettivi diversi si fanno concorrenza (${v.goals})`,
  "compete.fix": (v) =>
    `Tieni una sola azione principale (${v.goal}); trasforma le altre in link secondari o eliminale.`,
  "proof.title": () => "Nessuna prova che l'offerta funzioni",
  "proof.fix": () =>
    "Aggiungi prove accanto alla call to action: una valutazione con il numero di recensioni, i numeri dei clienti o una testimonianza con nome e ruolo.",
  "objections.title": (v) => `Obiezioni senza risposta per l'obiettivo ${v.goal}: ${v.list}`,
  "objections.fix": (v) => `Rispondi vicino alla call to action: ${v.how}.`,
  "card.title": () => "La prova chiede subito una carta di credito",
  "card.fix": () =>
    "Testa una prova senza carta, oppure spiega chiaramente quando avviene l'addebito e come si disdice.",
  "form.many.title": (v) =>
    `Il modulo (${v.goal}) chiede ${v.n} campi obbligatori prima che il visitatore ottenga qualcosa`,
  "form.consent.title": () => "Il modulo spunta in anticipo una casella di consenso",
  "form.lean.signup": () =>
    "Chiedi solo l'e-mail di lavoro e una password (o una registrazione in un solo passaggio) e raccogli i dati aziendali, i dati fiscali e il resto durante l'onboarding.",
  "form.lean.other": (v) =>
    `Chiedi solo i ${v.n} campi che servono al passaggio successivo e raccogli il resto più avanti.`,
  "form.consent.fix": () =>
    "Lascia le caselle di consenso non spuntate: una casella già spuntata non è un consenso.",
  "links.title": (v) => `${v.n} link nel corpo della pagina fanno concorrenza alla call to action`,
  "links.fix": () =>
    "Riduci i link nel corpo della pagina ai pochi che aiutano a decidere; sposta il resto nel footer o in pagine di approfondimento.",
  "popup.title": () => "Un pop-up di iscrizione copre la pagina appena si apre",
  "popup.fix": () =>
    "Mostra l'offerta all'interno della pagina o dopo che il visitatore ha interagito (ha scorso la pagina, ha letto, sta per uscire), mai sopra i contenuti al suo arrivo.",
};

const CATALOGS: Readonly<Record<string, Catalog>> = {
  en: EN,
  es: ES,
  de: DE,
  fr: FR,
  pt: PT,
  nl: NL,
  it: IT,
};

/** The goal as the page's language names it. */
const GOALS: Readonly<Record<string, Record<Goal, string>>> = {
  en: {
    booking: "booking",
    donation: "donation",
    trial: "trial",
    demo: "demo",
    signup: "signup",
    purchase: "purchase",
    contact_sales: "contact",
    subscribe: "subscription",
    download: "download",
    learn_more: "learn more",
  },
  es: {
    booking: "reserva",
    donation: "donación",
    trial: "prueba",
    demo: "demo",
    signup: "registro",
    purchase: "compra",
    contact_sales: "contacto",
    subscribe: "suscripción",
    download: "descarga",
    learn_more: "más información",
  },
  de: {
    booking: "Buchung",
    donation: "Spende",
    trial: "Test",
    demo: "Demo",
    signup: "Registrierung",
    purchase: "Kauf",
    contact_sales: "Kontakt",
    subscribe: "Abonnement",
    download: "Download",
    learn_more: "mehr erfahren",
  },
  fr: {
    booking: "réservation",
    donation: "don",
    trial: "essai",
    demo: "démo",
    signup: "inscription",
    purchase: "achat",
    contact_sales: "contact",
    subscribe: "abonnement",
    download: "téléchargement",
    learn_more: "en savoir plus",
  },
  pt: {
    booking: "reserva",
    donation: "doação",
    trial: "teste",
    demo: "demo",
    signup: "registo",
    purchase: "compra",
    contact_sales: "contacto",
    subscribe: "subscrição",
    download: "download",
    learn_more: "saber mais",
  },
  nl: {
    booking: "reservering",
    donation: "donatie",
    trial: "proefperiode",
    demo: "demo",
    signup: "aanmelding",
    purchase: "aankoop",
    contact_sales: "contact",
    subscribe: "abonnement",
    download: "download",
    learn_more: "meer informatie",
  },
  it: {
    booking: "prenotazione",
    donation: "donazione",
    trial: "prova",
    demo: "demo",
    signup: "registrazione",
    purchase: "acquisto",
    contact_sales: "contatto",
    subscribe: "abbonamento",
    download: "download",
    learn_more: "scopri di più",
  },
};

/** A message in the page's language. */
export function say(f: Facts, id: MessageId, v: V = {}): string {
  const lang = languageOf(f);
  return (CATALOGS[lang] ?? EN)[id](v);
}

/** A goal's name in the page's language. */
export function goalName(f: Facts, goal: Goal = f.goal): string {
  return (GOALS[languageOf(f)] ?? GOALS.en)[goal];
}

/** How a page answers each objection, per language. */
const HOW: Readonly<Record<string, Record<string, string>>> = {
  en: {
    price: "show the price or how it is priced",
    risk_free: "say what the visitor risks (no credit card, cancel anytime, a guarantee)",
    security: "say how data is protected",
    support: "say who helps after signing",
    delivery: "state shipping costs, delivery time and returns",
  },
  es: {
    price: "muestra el precio o cómo se calcula",
    risk_free: "di qué arriesga el visitante (sin tarjeta, cancela cuando quieras, una garantía)",
    security: "di cómo se protegen los datos",
    support: "di quién ayuda después de contratar",
    delivery: "indica gastos de envío, plazo de entrega y devoluciones",
  },
  de: {
    price: "nennen Sie den Preis oder wie er berechnet wird",
    risk_free:
      "sagen Sie, was der Besucher riskiert (keine Kreditkarte, jederzeit kündbar, eine Garantie)",
    security: "sagen Sie, wie Daten geschützt werden",
    support: "sagen Sie, wer nach dem Abschluss hilft",
    delivery: "nennen Sie Versandkosten, Lieferzeit und Rückgabe",
  },
  fr: {
    price: "montrez le prix ou comment il est calculé",
    risk_free:
      "dites ce que risque le visiteur (sans carte, résiliable à tout moment, une garantie)",
    security: "dites comment les données sont protégées",
    support: "dites qui aide après la souscription",
    delivery: "indiquez frais de port, délai de livraison et retours",
  },
  pt: {
    price: "mostre o preço ou como é calculado",
    risk_free: "diga o que o visitante arrisca (sem cartão, cancele quando quiser, uma garantia)",
    security: "diga como os dados são protegidos",
    support: "diga quem ajuda depois da adesão",
    delivery: "indique portes, prazo de entrega e devoluções",
  },
  nl: {
    price: "toon de prijs of hoe die wordt berekend",
    risk_free: "zeg wat de bezoeker riskeert (geen creditcard, altijd opzegbaar, een garantie)",
    security: "zeg hoe gegevens worden beschermd",
    support: "zeg wie er helpt na het afsluiten",
    delivery: "vermeld verzendkosten, levertijd en retourbeleid",
  },
  it: {
    price: "mostra il prezzo o come viene calcolato",
    risk_free:
      "spiega cosa rischia il visitatore (nessuna carta di credito, disdici quando vuoi, una garanzia)",
    security: "spiega come vengono protetti i dati",
    support: "spiega chi offre assistenza dopo l'adesione",
    delivery: "indica costi di spedizione, tempi di consegna e resi",
  },
};

/** Each objection's name, per language (a finding's title lists them, never the internal ids). */
const OBJECTION_NAMES: Readonly<Record<string, Record<string, string>>> = {
  en: {
    price: "price",
    risk_free: "risk",
    security: "data security",
    support: "support",
    delivery: "delivery",
  },
  es: {
    price: "precio",
    risk_free: "riesgo",
    security: "seguridad de los datos",
    support: "soporte",
    delivery: "envío",
  },
  de: {
    price: "Preis",
    risk_free: "Risiko",
    security: "Datensicherheit",
    support: "Betreuung",
    delivery: "Lieferung",
  },
  fr: {
    price: "prix",
    risk_free: "risque",
    security: "sécurité des données",
    support: "accompagnement",
    delivery: "livraison",
  },
  pt: {
    price: "preço",
    risk_free: "risco",
    security: "segurança dos dados",
    support: "suporte",
    delivery: "entrega",
  },
  nl: {
    price: "prijs",
    risk_free: "risico",
    security: "gegevensbeveiliging",
    support: "ondersteuning",
    delivery: "levering",
  },
  it: {
    price: "prezzo",
    risk_free: "rischio",
    security: "sicurezza dei dati",
    support: "assistenza",
    delivery: "consegna",
  },
};

/** An objection's name in the page's language. */
export function objectionName(f: Facts, kind: string): string {
  return (OBJECTION_NAMES[languageOf(f)] ?? OBJECTION_NAMES.en)[kind] ?? kind;
}

/** How to answer an objection, in the page's language. */
export function howTo(f: Facts, kind: string): string {
  return (HOW[languageOf(f)] ?? HOW.en)[kind] ?? kind;
}
