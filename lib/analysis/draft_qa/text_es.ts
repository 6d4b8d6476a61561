/** The draft QA's generated text in Spanish (see `text.ts`). */
import type { Phrases } from "./text.ts";
import { formatNumber, plural } from "../../toolkit/prose.ts";

/** Spanish phrasebook. */
export const ES: Phrases = {
  pagesOf: (n, total) => `${n} de ${total} páginas posicionadas`,
  section: {
    title: (h) => `Falta una sección sobre «${h}»`,
    why: (of) =>
      `${of} le dedican una sección en su contenido principal (palabras bajo el encabezado)`,
    fix: (h) => `Añadir una sección H2 sobre «${h}», en el lugar donde la sitúan los competidores.`,
    mentioned: ". El borrador solo lo menciona de pasada.",
  },
  question: {
    title: (q) => `Pregunta sin respuesta: «${q}»`,
    why: (of) => `Planteada en ${of}.`,
    fix: (q) => `Responder a «${q}» en dos o tres frases, con su propio encabezado o en unas FAQ.`,
    paa: "Los usuarios la hacen en «Más preguntas».",
  },
  format: {
    title: (want, have) => `El borrador es ${have}; los resultados son ${want}`,
    why: (of) => `${of} comparten ese formato: Google muestra lo que eligen los usuarios.`,
    fix: (want) =>
      `Reestructurar el borrador como ${want} (título, introducción y encabezados prometen ese formato).`,
  },
  length: {
    title: (w, min, max) =>
      `${num(w)} palabras, por debajo del rango de las páginas posicionadas (${num(min)}-${
        num(max)
      })`,
    why: (median) =>
      `Las páginas posicionadas tienen una mediana de ${
        num(median)
      } palabras de contenido principal.`,
    fix: (min) =>
      `Ampliar el borrador hasta al menos ${
        num(min)
      } palabras con las secciones que faltan, sin relleno.`,
  },
  media: {
    title: (kind) => `Sin ${kind}`,
    why: (of) => `${of} los usan.`,
    fix: (kind) => `Añadir ${kind} donde expliquen mejor que el texto.`,
    kinds: { images: "imágenes", videos: "vídeo", tables: "tabla", lists: "listas" },
  },
  thin: {
    title: (h, w, m) =>
      `«${h}» es escasa: ${num(w)} palabras frente a una mediana de ${num(m)} en la competencia`,
    why: (of) => `${of} tratan la misma sección en profundidad.`,
    fix: (h, terms) =>
      `Profundizar «${h}» con datos concretos${
        terms.length ? ` (${terms.join(", ")})` : ""
      }: pasos, ejemplos, cifras.`,
  },
  terms: {
    title: (h, terms) =>
      `A «${h}» le faltan los términos que usa la competencia: ${terms.join(", ")}`,
    why: (of) => `${of} los usan en esta sección.`,
    fix: (h, terms) => `Tratar ${terms.join(", ")} en «${h}» donde corresponda.`,
  },
  claims: {
    title: (n) => `${plural(n, "afirmación", "afirmaciones", "es")} sin fuente`,
    why:
      "Cifras, tipos, previsiones y superlativos necesitan una fuente que el lector pueda comprobar; sin ella parecen opinión, y en temas de dinero o salud inducen a error.",
    fix:
      "Citar la fuente de cada cifra y afirmación junto a ella (el regulador, la entidad, el estudio, con su fecha), o eliminarla; nunca presentar una previsión como un hecho.",
  },
  stuffing: {
    title: (phrase, n, words, rate) =>
      `Relleno de palabras clave: «${phrase}» ${n} veces en ${
        num(words)
      } palabras (${rate} por cada 100 palabras)`,
    why: (x) =>
      `Las políticas de spam de Google citan el relleno de palabras clave. ${
        x.pages > 0
          ? `Las páginas posicionadas usan la expresión ${x.median} (mediana) a ${x.max} (como máximo) veces por cada 100 palabras de contenido principal (${x.pages} comparadas)`
          : "No se pudo comparar ninguna página posicionada"
      }; el título la contiene ${x.title} veces y la meta descripción ${x.description}.`,
    fix: (phrase, target) =>
      `Escribir con naturalidad: «${phrase}» una vez en el título y una vez en el H1, unas ${target} veces como máximo en el texto, y variar en el resto (sinónimos, pronombres, vocabulario del tema).`,
  },
  trust: {
    byline: {
      title: "Sin autor ni revisor identificado",
      why: (of, ymyl) =>
        `${of} indican quién las escribió o revisó${
          ymyl
            ? "; en temas de dinero, salud o derecho, lectores y evaluadores de Google buscan a una persona cualificada"
            : ""
        }.`,
      fix:
        "Identificar al autor, o al profesional cualificado que revisó la página, con su titulación y una fecha, y declararlo como author (Person) en el marcado Article.",
    },
    regulatory: {
      title: "Sin declaración de estatus regulatorio",
      why: (of) => `${of} indican que la empresa está regulada o autorizada, y por quién.`,
      fix:
        "Indicar en esta página quién regula o autoriza a la empresa (el organismo y el número de registro); si el pie del sitio lo incluye, comprobar que aparece aquí.",
    },
    risk_warning: {
      title: "Sin advertencia de riesgos",
      why: (of) => `${of} incluyen la advertencia que exige su regulador.`,
      fix:
        "Añadir la advertencia exigida para este producto, junto a las cifras y en el pie de página.",
    },
    first_hand: {
      title: "Sin pruebas de primera mano",
      why: (of) => `${of} muestran sus propias pruebas, fotos o datos.`,
      fix:
        "Mostrar lo que hizo usted mismo: cómo lo probó y qué encontró, sus propias fotos o datos, con fechas.",
    },
  },
  topic: {
    title: (t) => `No tratado: «${t}»`,
    why: (of) => `${of} lo tratan en su contenido principal.`,
    fix: (t) =>
      `Tratar «${t}» donde corresponda en el borrador, con los datos que dan las páginas posicionadas (ver ejemplos).`,
  },
  fact: {
    title: (t) => `Dato que falta: las páginas posicionadas coinciden en ${t}`,
    why: (of) => `${of} lo indican; el borrador nunca.`,
    fix: (t) =>
      `Indicar aquello en lo que coinciden las páginas posicionadas (${t}) donde corresponda, con su fuente (ver ejemplos).`,
  },
  conflict: {
    title: (draft, agreed, n) =>
      `El borrador dice ${draft} donde ${n} sitios posicionados coinciden en ${agreed}`,
    why:
      "Una cifra que contradice aquello en lo que coinciden las páginas posicionadas es un error o necesita la fuente más sólida: los lectores actúan según ella.",
    fix:
      "Comprobar la cifra en la fuente primaria (el regulador, la norma, el estudio) y corregirla, o citar la fuente que la respalda.",
  },
  schemaNotes: {
    dates:
      "; datePublished al publicar, dateModified solo tras un cambio sustancial del contenido, nunca para parecer reciente",
  },
  serious: (titles) => `lo más grave: ${titles.join("; ")}`,
  sources: {
    title: "No se cita ninguna fuente",
    why: (of) => `${of} enlazan a fuentes.`,
    fix: "Enlazar los estudios, documentos o datos que respaldan las afirmaciones clave.",
  },
  examples: {
    title: "Ningún ejemplo concreto",
    why: (of) => `${of} dan ejemplos.`,
    fix: "Añadir al menos un ejemplo desarrollado o un caso práctico.",
  },
  criteria: {
    title: "Una comparación sin criterios declarados",
    why: (of) => `${of} comparan en una tabla o según criterios nombrados.`,
    fix:
      "Declarar los criterios (precio, funciones, límites…) y comparar las opciones en una tabla.",
  },
  figures: {
    title: "Ninguna cifra en el borrador",
    why: (of) => `${of} dan cifras.`,
    fix: (figures) =>
      `Añadir las cifras que importan${
        figures.length ? `; la competencia cita ${figures.join(", ")}` : ""
      }.`,
  },
  reused: {
    title_present: {
      title: "Sin título SEO",
      why: "Sin etiqueta title, Google construye una a partir de los encabezados.",
      fix:
        "Escribir la etiqueta title (front matter `title` o el campo del CMS), con la palabra clave al principio.",
    },
    title_length: {
      title: "La longitud del título no encaja en los resultados",
      why: "Un título de más de ~580 px se corta; uno muy corto dice demasiado poco.",
      fix: "Reescribir el título en 30-60 caracteres, con la palabra clave al principio.",
    },
    title_keyword: {
      title: "La palabra clave falta en el título o llega tarde",
      why: "El título es la declaración más fuerte del tema de la página.",
      fix: "Poner la palabra clave al principio del título.",
    },
    title_brand: {
      title: "El título empieza por la marca",
      why: "Se leen las primeras palabras de un resultado; ahí va la oferta.",
      fix: "Empezar por el tema y terminar con la marca.",
    },
    title_h1_alignment: {
      title: "El título y el H1 dicen cosas distintas",
      why: "El título y el H1 deben prometer la misma página.",
      fix: "Alinear el H1 con la promesa del título.",
    },
    description_present: {
      title: "Sin meta descripción",
      why: "Sin ella, Google cita texto de la página, a menudo un fragmento pobre.",
      fix:
        "Escribir una meta descripción de 120-160 caracteres con la palabra clave y la promesa de la página.",
    },
    description_length: {
      title: "La longitud de la meta descripción no encaja",
      why: "Las descripciones se cortan hacia los 920 px y las cortas se reescriben.",
      fix: "Reescribir la meta descripción en 120-160 caracteres.",
    },
    description_keyword: {
      title: "La palabra clave falta en la meta descripción",
      why: "Google resalta en negrita las palabras buscadas en el fragmento.",
      fix: "Incluir la palabra clave en la meta descripción.",
    },
    headings: {
      title: "El H1 falta, está vacío o repetido",
      why: "Un único H1 declara el tema de la página.",
      fix: "Mantener exactamente un H1 que nombre el tema.",
    },
    keyword_placement: {
      title: "La palabra clave no está ni en el H1 ni en el título",
      why: "El título y el H1 son las declaraciones más fuertes del tema.",
      fix: "Incluir la palabra clave en el título y en el H1.",
    },
    structured_data: {
      title: "El JSON-LD del borrador tiene errores",
      why: "Los buscadores ignoran los datos estructurados que no pueden leer.",
      fix: 'Generar un JSON-LD válido con "@context": "https://schema.org".',
    },
  },
  formats: {
    listicle: "una lista",
    comparison: "una comparativa",
    how_to: "un tutorial",
    guide: "una guía",
    definition: "una definición",
    product: "una página de producto",
    landing_page: "una landing page",
    tool: "una herramienta",
    forum: "un hilo de foro",
    video: "una página de vídeo",
    news: "una noticia",
    article: "un artículo",
  },
};

/** A number as es text writes it. */
function num(n: number): string {
  return formatNumber(n, { locale: "es" });
}
