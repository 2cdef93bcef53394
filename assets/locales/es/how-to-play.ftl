# Cómo se juega, en español: las páginas que un jugador nuevo lee en orden. Cada página tiene
# un título (howto-NOMBRE-heading) y un texto (howto-NOMBRE); el juego dibuja la imagen bajo el
# texto con sus propios ejemplos.

menu-how-to-play = Cómo se juega
howto-page = Cómo se juega · { $number } de { $count }
howto-hint = ← → elegir · Intro o A: pulsar · ↑ ↓ o la rueda: desplazar · Esc o B: volver
howto-touch-hint = Desliza la página para desplazarla · Anterior y Siguiente la pasan · Volver para salir
howto-previous = ‹ Anterior
howto-next = Siguiente ›

## Leyendas de las imágenes

howto-caption-die = Dado { $number }
howto-caption-roll = La tirada
howto-caption-dice-of = Dados del jugador { $role }
howto-caption-map-of = Mapa del jugador { $role }
howto-caption-before = Antes
howto-caption-after = Después
howto-caption-allowed = Aceptado
howto-caption-refused = Rechazado
howto-taken = { $role } · { $order }
howto-refusal = Rechazado: { $reason }
howto-largest-domain = Dominio mayor: { $squares ->
    [one] { $squares } casilla
   *[other] { $squares } casillas
}
howto-wins = Gana el jugador { $role }.
howto-wins-by-tie-break = Mismo total: gana el jugador { $role } por su dominio mayor.
howto-draw = Mismo total y mismo dominio mayor: empate.

## Las páginas

howto-turn-heading = Un turno en cuatro pasos
howto-turn =
    Cada jugador construye un reino en su propio mapa, y los dos comparten cuatro dados. Todos los turnos siguen el mismo orden:
    1. Tirar: el jugador A lanza los cuatro dados.
    2. Repartir: cada jugador se queda con dos dados.
    3. Dibujar: cada uno dibuja sus dos dados en su mapa, como una ficha de dominó de dos casillas.
    4. Grimorio: los escudos que dibujas sin cruz llenan tus líneas del grimorio.
    Después se cambian los papeles: el B de este turno es el A del siguiente. Estos son los cuatro dados con todas sus caras; la interrogación es un comodín.

howto-draft-heading = El reparto de los dados
howto-draft =
    El jugador A elige primero un dado. Luego el jugador B elige dos de los tres que quedan, y A se queda con el último.
    Bajo cada dado se ve quién lo tomó y en qué orden. Tus dos dados son tu dominó de este turno.

howto-connecting-heading = Dónde va un dominó
howto-connecting =
    Tus dos dados ocupan dos casillas vacías, una junto a otra. Al menos una de ellas debe tocar tu castillo, o una casilla del mismo escudo dibujada en un turno anterior. Tocarse solo por una esquina no vale.
    Si tu dominó cabe en algún sitio, tienes que dibujarlo. Si no cabe en ninguno, este turno no dibujas nada.
    En el dibujo aceptado, la banda se une a otra banda. En el rechazado, solo una esquina toca el castillo, y el juego explica el motivo.

howto-scoring-heading = Dominios y cruces
howto-scoring =
    Las casillas de un mismo escudo que se tocan por un lado forman un dominio; una casilla sola también es un dominio.
    Al final, cada dominio vale su número de casillas multiplicado por su número de cruces. Un dominio sin cruces no vale nada, por grande que sea. El juego cuenta este mapa aquí debajo.

howto-spellbook-heading = La carrera del grimorio
howto-spellbook =
    Cada escudo tiene su línea en el grimorio, con una fila para cada jugador. Cada dado que dibujas sin cruz llena una casilla de la línea de su escudo; un comodín no llena nada.
    Quien completa antes una línea gana el poder de su mago, y la fila del rival en esa línea queda tachada. Aquí A llena la última casilla de las bandas y se lleva el poder.

howto-power-ignore-connection-heading = Poder: dibujar sin conectar
howto-power-ignore-connection =
    Una vez por partida, tu dominó puede ir en dos casillas vacías contiguas cualesquiera, sin tocar nada.
    En la mesa, activa «{ switch-ignore-connection }» antes de colocarlo. El juego solo gasta el poder donde el dominó no cabría sin él.

howto-power-separate-dice-heading = Poder: separar tus dos dados
howto-power-separate-dice =
    Una vez por partida, tus dos dados pueden ir en dos casillas alejadas entre sí. Cada uno debe tocar igualmente el castillo o su propio escudo.
    En la mesa, activa «{ switch-separate-dice }», coloca un dado y luego el otro.

howto-power-take-two-dice-heading = Poder: dos dados a la vez
howto-power-take-two-dice =
    Una vez por partida, en un turno en que eres el jugador A, puedes tomar dos dados en tu primera elección. Tu rival recibe los otros dos.
    En la mesa, activa «{ switch-take-two-dice }» y elige los dos dados.

howto-power-turn-die-heading = Poder: girar un dado
howto-power-turn-die =
    Una vez por partida, antes de dibujar, puedes girar uno de tus dos dados a cualquier otra cara de ese mismo dado.
    Aquí un punto doble pasa a ser cuarteles con dos cruces.

howto-power-domain-bonus-heading = Poder: tres puntos por dominio
howto-power-domain-bonus =
    En cuanto ganas este poder, eliges un escudo. Al final, cada dominio de ese escudo en tu mapa vale 3 puntos más, tenga cruces o no.
    Aquí A elige las bandas, y cuentan sus dos dominios de bandas.

howto-power-extra-cross-heading = Poder: una cruz más
howto-power-extra-cross =
    En cuanto ganas este poder, añades una cruz a cualquier casilla ya dibujada de tu mapa. Una cruz en un dominio grande que no tenía ninguna despierta todo el dominio.

howto-castle-bonus-heading = El bonus del castillo
howto-castle-bonus =
    Una vez por partida, antes de dibujar, puedes añadir una cruz a uno de tus dos dados, incluso a un comodín.
    El dado que recibe esa cruz no llena ninguna casilla del grimorio este turno. Aquí solo uno de los dos puntos llena la línea de los puntos.

howto-end-heading = El final de la partida
howto-end =
    La partida termina tras un turno en que un mapa quedó lleno, o en que nadie dibujó su dominó.
    Gana el total más alto. Con el mismo total, gana quien tenga el dominio mayor en casillas; si también empatan, la partida acaba en empate.

howto-decisions-heading = Lo que decide este juego
howto-decisions =
    • El jugador A del primer turno se sortea (el reglamento: el jugador de más edad).
    • Un comodín toma el escudo que eliges al dibujarlo; no lleva cruz, salvo que el bonus del castillo le dé una.
    • Si tu dominó cabe en algún sitio debes dibujarlo; si no cabe en ninguno, ni con tus poderes, no dibujas nada este turno.
    • Con «Separar tus dos dados», cada dado debe conectarse por sí solo, y el segundo puede conectarse al primero. Un comodín dibujado sin conectar puede tomar cualquier escudo.
    • Solo los dados dibujados en el mapa llenan el grimorio (textos inglés y polaco): un dado con cruz, un comodín o el dado con la cruz del castillo no llenan nada.
    • El bonus del castillo y el giro de un dado solo se ofrecen cuando cambian algo.
    • La partida termina tras un turno en que un mapa se llenó o ningún jugador dibujó.
    • El poder +3 cuenta cada dominio del escudo elegido, con o sin cruces.
