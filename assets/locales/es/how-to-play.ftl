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

howto-caption-coats = Los escudos
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
    Cada jugador construye un reino en su propio mapa, alrededor de un castillo en la casilla central. Al final, gana quien sume más puntos. Los dos jugadores comparten cuatro dados, y todos los turnos siguen el mismo orden:
    1. Tirar: el jugador A lanza los cuatro dados.
    2. Repartir: cada jugador se queda con dos dados.
    3. Dibujar: cada uno dibuja sus dos dados en su mapa, como una ficha de dominó de dos casillas: el escudo de cada dado, con sus cruces en la misma casilla.
    4. Grimorio: los escudos que dibujas sin cruz llenan tus líneas del grimorio.
    Después se cambian los papeles: el B de este turno es el A del siguiente.
    Así, cada dado es una elección: un dado con cruces da puntos a tu mapa, uno sin cruces te hace avanzar en la carrera por los poderes del grimorio. Debajo: los escudos con sus nombres, y después los cuatro dados con todas sus caras; la interrogación es un comodín.

howto-draft-heading = El reparto de los dados
howto-draft =
    El jugador A elige primero un dado. Luego el jugador B elige dos de los tres que quedan, y A se queda con el último.
    Bajo cada dado se ve quién lo tomó y en qué orden. Tus dos dados son tu dominó de este turno.

howto-connecting-heading = Dónde va un dominó
howto-connecting =
    Tus dos dados ocupan dos casillas vacías, una junto a otra. Al menos una de ellas debe tocar tu castillo, o una casilla del mismo escudo dibujada en un turno anterior. Tocarse solo por una esquina no vale.
    Si tu dominó cabe en algún sitio, tienes que dibujarlo. Si no cabe en ninguno, este turno no dibujas nada. Un poder que guardas nunca se usa sin que lo elijas: si tu dominó solo cabe con él, puedes usarlo, o pasar sin dibujar nada.
    En el dibujo aceptado, la banda se une a otra banda. En el rechazado, solo una esquina toca el castillo, y el juego explica el motivo.

howto-scoring-heading = Dominios y cruces
howto-scoring =
    Las casillas de un mismo escudo que se tocan por un lado forman un dominio; una casilla sola también es un dominio.
    Al final, cada dominio vale su número de casillas multiplicado por su número de cruces. Un dominio sin cruces no vale nada, por grande que sea. El juego cuenta este mapa aquí debajo.

howto-spellbook-heading = La carrera del grimorio
howto-spellbook =
    Cada escudo tiene su línea en el grimorio, con una fila para cada jugador. Las líneas no miden lo mismo, de tres a cinco casillas, y cada una lleva a su propio poder: las páginas siguientes los presentan. Cada dado que dibujas sin cruz llena una casilla de la línea de su escudo; un comodín no llena nada.
    Quien completa antes una línea gana el poder de su mago, y la fila del rival en esa línea queda tachada. Si los dos completan la misma línea en el mismo turno, el poder es del jugador A, que llena primero. Aquí A llena la última casilla de las bandas y se lleva el poder.

howto-power-ignore-connection-heading = Poder de la línea { coat-d }: dibujar sin conectar
howto-power-ignore-connection =
    Cinco casillas de { coat-d } dan este poder. Una vez por partida, tu dominó puede ir en dos casillas vacías contiguas cualesquiera: no hace falta que toquen tu castillo ni ningún escudo.
    En la mesa, activa «{ switch-ignore-connection }» antes de colocarlo. El juego solo gasta el poder donde el dominó no cabría sin él.

howto-power-separate-dice-heading = Poder de la línea { coat-s }: separar tus dos dados
howto-power-separate-dice =
    Cinco casillas de { coat-s } dan este poder. Una vez por partida, tus dos dados pueden ir en dos casillas alejadas entre sí. Cada uno debe tocar igualmente el castillo o su propio escudo, y el segundo puede tocar al primero.
    En la mesa, activa «{ switch-separate-dice }», coloca un dado y luego el otro.

howto-power-take-two-dice-heading = Poder de la línea { coat-dd }: dos dados a la vez
howto-power-take-two-dice =
    Cuatro casillas de { coat-dd } dan este poder. Una vez por partida, en un turno en que eres el jugador A, puedes tomar dos dados en tu primera elección. Tu rival recibe los otros dos.
    En la mesa, activa «{ switch-take-two-dice }» y elige los dos dados.

howto-power-turn-die-heading = Poder de la línea { coat-ss }: girar un dado
howto-power-turn-die =
    Cuatro casillas de { coat-ss } dan este poder. Una vez por partida, antes de dibujar, puedes girar uno de tus dos dados a cualquier otra cara de ese mismo dado.
    Aquí un punto doble pasa a ser cuarteles con dos cruces.

howto-power-domain-bonus-heading = Poder de la línea { coat-b }: tres puntos por dominio
howto-power-domain-bonus =
    Tres casillas de { coat-b } dan este poder. En cuanto lo ganas, eliges un escudo. Al final, cada dominio de ese escudo en tu mapa vale 3 puntos más, tenga cruces o no.
    Aquí A elige las bandas, y cuentan sus dos dominios de bandas.

howto-power-extra-cross-heading = Poder de la línea { coat-q }: una cruz más
howto-power-extra-cross =
    Tres casillas de { coat-q } dan este poder. En cuanto lo ganas, añades una cruz a cualquier casilla ya dibujada de tu mapa. Una cruz en un dominio grande que no tenía ninguna despierta todo el dominio.

howto-castle-bonus-heading = El bonus del castillo
howto-castle-bonus =
    Una vez por partida, antes de dibujar, puedes añadir una cruz a uno de tus dos dados, incluso a un comodín. Solo se ofrece en un turno en que tu dominó se puede dibujar.
    El dado que recibe esa cruz no llena ninguna casilla del grimorio este turno. Aquí solo uno de los dos puntos llena la línea de los puntos.

howto-end-heading = El final de la partida
howto-end =
    La partida termina tras un turno en que un mapa quedó lleno, o en que nadie dibujó su dominó. También termina en cuanto ninguno de los dos mapas tiene sitio para un dominó, salgan los dados que salgan.
    Gana el total más alto. Con el mismo total, gana quien tenga el dominio mayor en casillas; si también empatan, la partida acaba en empate.

howto-decisions-heading = Lo que decide este juego
howto-decisions =
    • El jugador A del primer turno se sortea.
    • Un comodín toma el escudo que eliges al dibujarlo, siempre que tu dibujo siga siendo válido con ese escudo. Dibujado con «{ power-ignore-connection }», puede tomar cualquier escudo. No lleva cruz, salvo que el bonus del castillo le dé una.
    • Usar un poder es siempre decisión tuya: si tu dominó solo cabe con un poder que guardas, puedes pasar sin dibujar nada.
    • En un turno en que no dibujas nada, tu grimorio no gana nada: solo lo llenan los dados dibujados en tu mapa.
    • La partida termina tras un turno en que ningún jugador dibujó, aunque uno de ellos hubiera podido hacerlo con un poder.

## Las páginas del Kingdomino original (desde su preparación o su mesa en pausa).
howto-caption-line = La fila que se coloca ahora
howto-caption-kingdom = El reino ganador
howto-caption-count = Su recuento
howto-original-domain = { CAPITAL($terrain) }: { $squares } × { $crowns } = { $points }
howto-original-total = { $points } puntos en total
howto-original-lines-heading = Las filas de dominós y los reyes
howto-original-lines =
    Dos jugadores juegan con 24 de los 48 dominós, tres con 36 y cuatro con todos. Cada jugador tiene un rey, o dos si juegan dos, y una fila tiene un dominó por cada rey. En cada ronda se descubre una fila nueva, colocada según el número del dorso de cada dominó, del número más bajo al más alto: los números altos suelen llevar más coronas.
    En la primera ronda los reyes eligen de la primera fila en un orden al azar. Después, los reyes actúan en el orden de la fila en la que están, del número más bajo al más alto: el rey del dominó enmarcado actúa primero; su jugador añade ese dominó a su reino y luego lleva al rey a un dominó libre de la fila siguiente. Un dominó rico ahora significa actuar más tarde en la ronda siguiente. En la última ronda no hay fila siguiente: los jugadores solo añaden sus dominós.
howto-original-placing-heading = Dónde puede ir un dominó
howto-original-placing =
    Un dominó debe tocar tu castillo, o una casilla del mismo terreno, con al menos una de sus dos casillas; las casillas se tocan por un lado, nunca solo por una esquina. Puede girarse como quieras. Tu reino nunca puede pasar de 5 casillas de ancho o de alto (7 en el Gran Duelo); el castillo no tiene por qué quedar en el centro.
    Un dominó que cabe en algún sitio tiene que añadirse, aunque prefieras no tenerlo; solo se descarta uno que no cabe en ninguno, y no puntúa. Sobre tu reino, el dominó se enmarca en verde donde cabe y en rojo donde no, y el mensaje explica por qué.
howto-original-scoring-heading = Dominios y coronas
howto-original-scoring =
    Un dominio es un grupo de casillas contiguas de un mismo terreno. Puntúa sus casillas multiplicadas por las coronas que llevan, así que un dominio sin corona no puntúa. El castillo no pertenece a ningún dominio.
howto-original-end-heading = El final, las bonificaciones, el Gran Duelo y la Dinastía
howto-original-end =
    La partida termina cuando se ha añadido la última fila: tras 12 rondas con tres o cuatro jugadores y en el Gran Duelo, tras 6 con dos. Gana el total más alto; en caso de empate decide el dominio más grande, luego las coronas, y si no los jugadores comparten la victoria.
    Antes de la partida pueden activarse dos bonificaciones: el Reino Medio da 10 puntos si el castillo queda en el centro del rectángulo que ocupa el reino, sea cual sea su tamaño; la Armonía da 5 puntos si el reino está completo, sin dominós descartados. Dos jugadores pueden jugar el Gran Duelo: los 48 dominós, dos reyes cada uno, reinos de 7 por 7. Una Dinastía son tres partidas seguidas con los mismos jugadores: se suman sus puntos, gana la suma más alta y, con sumas iguales, quien ganó más partidas.
