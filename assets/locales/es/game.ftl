# Kingdomino Duel: todos los textos del juego, en español (con los términos del reglamento:
# escudo, cruz, grimorio, dominio, castillo). Ver locales/en/game.ftl para $name y $who.

language-name = Español

## Menus

menu-settings = Ajustes
menu-quit = Salir
menu-back = Volver
seed-heading = Jugar una semilla
seed-explained = El final de cada partida muestra su semilla: la misma semilla tira los mismos dados, o reparte los mismos dominós.
seed-play-original = El Kingdomino original ({ $players } jugadores, como la última vez)
seed-typed = Semilla: { $digits }
seed-hint = Escribe las cifras; Retroceso borra una, Esc para volver.
title-play-computer = Jugar contra el ordenador: { $level }
title-two-players = Dos jugadores (misma pantalla)
title-play-seed = Jugar una semilla…
title-play-online = Jugar en línea…
title-online-asking = Partida en línea, sala { $code }
title-online-unanswered = Partida en línea, sala { $code } (su servidor no responde)
title-online-waiting = Sala { $code }: esperando a que lleguen todos
title-online-your-move = En línea contra { $name }{ $room }: te toca
title-online-your-move-clock = En línea contra { $name }{ $room }: te toca (quedan { $left })
title-online-their-move = En línea contra { $name }{ $room }: le toca a { $acting }
title-online-over = En línea contra { $name }{ $room }: terminada, { $mine } a { $theirs }
title-online-gone = Sala { $code }: el servidor ya no la guarda
title-online-original = Kingdomino para { $players } · { $line }
title-mods = { $count ->
    [0] Mods
   *[other] Mods ({ $count } en uso)
}
title-continue-computer = Continuar (contra el ordenador: { $level }, turno { $turn }, { $first } a { $second })
title-continue-two-players = Continuar (dos jugadores, turno { $turn }, { $first } a { $second })
title-continue-original = Continuar el Kingdomino original ({ $players } jugadores, fila { $round } de { $rounds })
title-continue-dynasty = Continuar la Dinastía ({ $players } jugadores, partida { $game } de { $games }, fila { $round } de { $rounds })
title-more-problems = … y { $count } { $count ->
    [one] problema más
   *[other] problemas más
} (ver Mods).
title-controls-hint = Ratón, teclado (flechas, Intro) o mando (cruceta, A).
title-touch-hint = Toca un botón para elegirlo.

level-random = Azar
level-easy = Fácil
level-normal = Normal
level-expert = Experto

## Seats

seat-you = Tú
seat-computer = El ordenador
seat-computer-numbered = Ordenador { $number } ({ $level })
seat-player = Jugador { $number }
seat-remote = Rival

## The table

table-turn = Turno { $turn }
    { $opponent }
table-opponent-computer = Ordenador: { $level }
table-computers-play = Juegan los ordenadores
table-two-players = Dos jugadores
table-online = En línea contra { $name }
table-watching-online = Miras { $first } contra { $second }
table-watched = { $line }
    { $count ->
        [one] 1 espectador
       *[other] { $count } espectadores
    }
table-online-clock-yours = En línea contra { $name }
    Tu jugada: quedan { $time }
table-online-clock-theirs = En línea contra { $name }
    Su jugada: quedan { $time }
table-controls-hint = Clic o Intro: confirmar · R o clic derecho: girar · Tab: mapa o botones · Retroceso: deshacer · Esc: pausa
table-touch-hint = Toca un dado para tomarlo · una casilla para apuntar, otra vez para dibujar · Girar el dominó lo gira · Deshacer lo quita
table-watching-hint = Estás mirando: nada que jugar aquí · Esc: pausa
score-line = { $name } ({ $role }) · { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
status-castle-bonus = bonus del castillo listo
status-powers-kept = { $count ->
    [one] { $count } poder guardado
   *[other] { $count } poderes guardados
}
status-domain-bonus = +3 por dominio { $coat }
spellbook-heading = Grimorio
spellbook-rows = arriba: { $upper } · abajo: { $lower }
spell-open = libre
spell-kept = { $who ->
    [you] tuyo
    [computer] del ordenador
   *[other] de { $name }
}
spell-used = { $who ->
    [you] usado por ti
    [computer] usado por el ordenador
   *[other] usado por { $name }
}
spell-bonus-coat = { $who ->
    [you] tú
    [computer] el ordenador
   *[other] { $name }
}: { $coat }
banner-power-gained = { $who ->
    [you] Ganas
   *[other] { $name } gana
} un poder:
    { $power }

coat-d = Punto
coat-dd = Punto doble
coat-s = Banda
coat-ss = Banda doble
coat-q = Cuarteles
coat-b = Todo negro

power-ignore-connection = Dibujar sin conectar
power-separate-dice = Separar tus dos dados
power-take-two-dice = Como A, dos dados a la vez
power-turn-die = Girar un dado a voluntad
power-domain-bonus = +3 por dominio de un escudo
power-extra-cross = Una cruz más

## What to do now

prompt-roll = Turno { $turn }: ruedan los dados. { $who ->
    [you] Tú eres
   *[other] { $name } es
} el jugador A.
waiting-draft = { $name } { $who ->
    [you] eliges
   *[other] elige
} un dado…
waiting-draw = { $name } { $who ->
    [you] dibujas
   *[other] dibuja
}…
waiting-power = { $name } { $who ->
    [you] aplicas
   *[other] aplica
} un nuevo poder…
prompt-draft-one = { $name }: coge un dado (el último también será tuyo).
prompt-draft-two = { $name }: coge dos dados: este es el primero.
prompt-draft-last = { $name }: coge tu segundo dado.
prompt-draft-first-of-two = { $name }: elige el primero de tus dos dados.
prompt-draft-second-of-two = { $name }: elige el segundo de tus dos dados.
prompt-held = { $name }: dibujado aquí. Deshacer lo retira; Intro o un clic lo confirma ya.
prompt-held-for = { $name }: dibujado aquí por { $gain } { $points ->
    [one] punto
   *[other] puntos
}. Deshacer lo retira; Intro o un clic lo confirma ya.
prompt-fits-nowhere-without-power = { $name }: tu dominó no cabe en ningún sitio sin un poder. Pasa, o activa uno.
prompt-fits-nowhere = { $name }: tu dominó no cabe en ningún sitio de tu mapa, así que pasas.
prompt-first-square = { $name }: haz clic en la casilla de tu primer dado.
prompt-refused = { $name }: { $reason }.
prompt-draw-here = { $name }: dibuja aquí por { $gain } { $points ->
    [one] punto
   *[other] puntos
}. Clic o Intro; R o clic derecho gira.
prompt-draw-here-touch = { $name }: dibuja aquí por { $gain } { $points ->
    [one] punto
   *[other] puntos
}. Tócala otra vez para dibujar; el botón Girar el dominó lo gira.
prompt-move-domino = { $name }: mueve tu dominó sobre tu mapa.
prompt-joker-one-coat = { $name }: tu comodín en la { $square } solo puede tomar este escudo: cualquier otro dejaría el dominó sin conectar.
prompt-joker-coat = { $name }: elige el escudo de tu comodín en la { $square } (cada botón indica los puntos que suma).
prompt-spellbook-fills = El grimorio se llena…
prompt-domain-bonus = { $name }: elige un escudo: cada uno de sus dominios vale 3 puntos más al final (cada botón indica los puntos que suma ahora).
prompt-extra-cross = { $name }: elige una casilla dibujada de tu mapa para una cruz más.
notice-not-saved = Esta partida no se está guardando.
notice-refused = No es posible: { $reason }.
notice-taken-back = Retirado: prepara tu dominó de nuevo.

choice-die = Dado { $number }
choice-undo = Deshacer
choice-pass = Pasar: el dominó no cabe en ningún sitio
choice-castle-cross = +1 cruz: { $die }
choice-coat-gain = { $coat } { $gain }
switch-take-two-dice = Dos dados a la vez
switch-turn-die = Girar { $die }
switch-ignore-connection = Sin conectar
switch-separate-dice = Separar

die-left = dado izquierdo
die-right = dado derecho
die-upper = dado de arriba
die-lower = dado de abajo
die-first = primer dado
die-second = segundo dado
square-left = casilla izquierda
square-right = casilla derecha
square-upper = casilla de arriba
square-lower = casilla de abajo
square-first = primera casilla
square-second = segunda casilla

refusal-game-over = la partida ha terminado
refusal-not-your-turn = no es el turno de este jugador
refusal-not-now = eso no es posible en este momento del turno
refusal-no-such-die = ese dado no existe
refusal-die-taken = ese dado ya está cogido
refusal-same-die-twice = hacen falta dos dados distintos
refusal-dice-out-of-order = nombra primero el dado de número más bajo
refusal-no-such-slot = el dominó solo tiene dos dados
refusal-no-such-face = el dado no tiene esa cara
refusal-same-face = el dado ya muestra esa cara
refusal-look-named-earlier = una cara anterior del dado muestra lo mismo: nombra esa
refusal-unknown-coat = ese escudo no existe
refusal-castle-bonus-used = el bonus del castillo ya se usó
refusal-power-unavailable = el poder «{ $power }» no está disponible
refusal-off-map = esa casilla no está en el mapa
refusal-off-map-domino = el dominó debe quedar dentro del mapa
refusal-castle-square = ahí está el castillo
refusal-square-not-empty = esa casilla ya está dibujada
refusal-square-not-drawn = esa casilla no tiene escudo
refusal-joker-not-connected = con ese escudo la casilla del comodín no quedaría conectada
refusal-not-touching = las dos casillas deben tocarse
refusal-not-connected = ni castillo ni escudo igual al lado (las diagonales no cuentan)
refusal-separate-not-connected = el dado { $die } no toca ni el castillo ni un escudo igual
refusal-power-not-needed = esta colocación es válida sin el poder «{ $power }»
refusal-must-draw = hay una colocación válida: el dominó debe dibujarse
refusal-domino-taken = ese dominó ya está reservado
refusal-domino-does-not-fit = el dominó no puede ir ahí
refusal-domino-must-go = el dominó cabe en algún sitio: hay que añadirlo
refusal-must-use-kept-power = un poder guardado permite dibujar el dominó: con estas reglas hay que hacerlo
refusal-nothing-to-draw = el dominó no cabe en ningún sitio: el bonus del castillo se perdería

## First-game hints

hint-line = Consejo: { $tip }
hint-draft-order = el jugador A coge un dado, B coge dos de los tres restantes y A el último. A cambia cada turno.
hint-connection = un dominó debe tocar tu castillo o una casilla del mismo escudo; las diagonales no cuentan.
hint-castle-bonus = una vez por partida, el bonus del castillo añade una cruz a uno de tus dados (ese dado no llena el grimorio).
hint-power-ignore-connection = tu nuevo poder coloca un dominó donde sea: activa «Sin conectar» cuando lo necesites.
hint-power-separate-dice = tu nuevo poder separa tus dos dados una vez: activa «Separar» y coloca cada uno.
hint-power-take-two-dice = tu nuevo poder: una vez, como jugador A, coge dos dados a la vez; el rival se queda los otros dos.
hint-power-turn-die = tu nuevo poder: una vez, gira uno de tus dados a la cara que quieras antes de dibujar.
hint-power-domain-bonus = cada dominio del escudo elegido vale 3 puntos más al final, con o sin cruces.
hint-power-extra-cross = elige una casilla dibujada para una cruz más: todo su dominio vale más.
hint-count = cada dominio vale sus casillas × sus cruces; sin cruz, nada. En caso de empate gana el dominio más grande.

## Pause

pause-heading = Pausa
pause-saved-note = La partida se guarda tras cada jugada: Continuar, en el título, la retoma.
pause-unkept-note = Una partida que juegan solo los ordenadores, o una repetición, no se guarda.
pause-hint = Esc o Start para seguir.
pause-touch-hint = Seguir vuelve a la partida.
pause-resume = Seguir
pause-save-and-leave = Guardar y volver al título

## Game over

game-over-heading = Fin de la partida
game-over-map-full = { $who ->
    [you] Tu mapa está lleno.
    [computer] El mapa del ordenador está lleno.
   *[other] El mapa de { $name } está lleno.
}
game-over-both-full = Los dos mapas están llenos.
game-over-no-room = Ningún dominó cabe ya en ningún mapa.
game-over-nobody-drew = Nadie dibujó un dominó este turno.
game-over-seed = Semilla { $seed }
game-over-play-again = Jugar otra vez
game-over-rematch = Jugar otra vez contra { $name }
game-over-rematch-accept = { $name } quiere jugar otra vez: jugar
game-over-rematch-waiting = Esperando a que { $name } quiera jugar otra vez…
game-over-same-dice = Mismos dados
game-over-same-dominoes = Mismos dominós
game-over-title = Título
game-over-skip-count = Saltar el recuento
count-domain = { CAPITAL($coat) }: { $squares ->
    [one] { $squares } casilla
   *[other] { $squares } casillas
} × { $crosses ->
    [one] { $crosses } cruz
   *[other] { $crosses } cruces
} = { $points }
count-bonus = Bonus ({ $coat }): +{ $points }
count-total = Total: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
verdict-win = ¡{ $who ->
    [you] Ganas
    [computer] Gana el ordenador
   *[other] Gana { $name }
}, { $points } a { $other }!
verdict-tie-break = Empate a { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}: { $who ->
    [you] ganas
    [computer] gana el ordenador
   *[other] gana { $name }
} con el dominio más grande ({ $largest } casillas contra { $other }).
verdict-draw = Empate: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} cada uno y dominios más grandes de { $largest } casillas.

## Settings

settings-heading = Ajustes
settings-hint = Intro, un clic o la A del mando cambian el ajuste; Esc o B para volver.
settings-touch-hint = Toca un ajuste para cambiarlo; Volver para salir.
settings-name-hint = Tu nombre se escribe: Intro lo guarda, Esc lo deja como estaba.
settings-mods-hint = Los mods activados o desactivados se leen al volver a iniciar el juego.
settings-controls = Controles…
setting-on = sí
setting-off = no
setting-language = Idioma: { $language }
setting-language-system = el del sistema ({ $language })
setting-effects-volume = Efectos de sonido: { $percent } %
setting-music-volume = Música: { $percent } %
setting-computer-level = Nivel del ordenador propuesto primero: { $level }
setting-animation-speed = Velocidad de las animaciones: { $speed }
speed-relaxed = tranquila
speed-normal = normal
speed-fast = rápida
speed-instant = instantánea
setting-reduced-motion = Movimiento reducido: { $value }
setting-hints = Consejos de las primeras partidas: { $value }
setting-table-size = Tamaño de la mesa: { $percent } % de la ventana
setting-text-size = Tamaño del texto: { $percent } %
setting-fullscreen = Pantalla completa: { $value }
setting-online-name = Tu nombre en línea: { $name }
setting-online-name-unset = sin elegir
setting-mod = Mod { $folder }: { $value }
statistics = Contra el ordenador: { $levels }. Partidas a dos: { $two-player }. Mejor puntuación: { $best }. Dominio más grande: { $longest ->
    [one] { $longest } casilla
   *[other] { $longest } casillas
}.
statistics-original = Tu historial — contra los ordenadores: { $won } { $won ->
    [one] ganada
   *[other] ganadas
} de { $played }. Partidas entre personas: { $people }. Mejor puntuación: { $best }. Dominio más grande: { $largest ->
    [one] { $largest } casilla
   *[other] { $largest } casillas
}.
statistics-level = { $level } { $won } { $won ->
    [one] ganada
   *[other] ganadas
} de { $played }

## Controls

controls-heading = Controles
controls-hint = Elige una acción y pulsa su nueva tecla o botón del mando (un clic cancela).
    El botón derecho del ratón siempre gira el dominó y el stick izquierdo siempre mueve.
controls-binding = { $action }: { $keys } · mando: { $buttons }
controls-reset = Volver a los controles de fábrica
controls-waiting = Pulsa la nueva tecla o botón del mando para «{ $action }»…
controls-conflict = { $input } hace más de una cosa: { $actions }
action-up = Arriba
action-down = Abajo
action-left = Izquierda
action-right = Derecha
action-confirm = Confirmar
action-cancel = Cancelar / deshacer
action-rotate = Girar el dominó
action-switch = Mapa o botones
action-pause = Pausa
input-pad-south = A (abajo)
input-pad-east = B (derecha)
input-pad-west = X (izquierda)
input-pad-north = Y (arriba)
input-left-shoulder = Botón L
input-right-shoulder = Botón R
input-left-trigger = Gatillo izquierdo
input-right-trigger = Gatillo derecho
input-dpad-up = Cruceta arriba
input-dpad-down = Cruceta abajo
input-dpad-left = Cruceta izquierda
input-dpad-right = Cruceta derecha
input-arrow-up = Flecha arriba
input-arrow-down = Flecha abajo
input-arrow-left = Flecha izquierda
input-arrow-right = Flecha derecha
input-enter = Intro
input-numpad-enter = Intro del teclado numérico
input-escape = Esc
input-space = Espacio
input-backspace = Retroceso
input-tab = Tab
input-start = Start
input-select = Select

## Mods

mods-heading = Mods
mods-none = No hay mods en uso.
mods-back = Volver al título
mods-no-data-folder = no hay carpeta de datos en este sistema
mods-hint = Los mods se leen de { $folder } y de --mods CARPETA; gana el archivo de un mod posterior.
    `kingdomino-duel check-mod CARPETA` enumera todos los problemas de un mod.
mods-folder = Carpeta: { $folder }
mods-replaces-nothing = No reemplaza nada
mods-replaces = Reemplaza: { $files }
mods-more-problems = … y { $count } más

## What went wrong at start

problem-data-unwritable = Tus partidas, ajustes y estadísticas no se pueden guardar en { $place }: { $error }. Puedes jugar, pero nada de ello estará la próxima vez.
problem-unreadable-moved = { $what ->
    [identity] Tu archivo de identidad en línea no se pudo leer
    [online] Tu archivo de sala en línea no se pudo leer
    [save] Tu partida guardada no se pudo leer
    [settings] Tu archivo de ajustes no se pudo leer
    [statistics] Tu archivo de estadísticas no se pudo leer
   *[controls] Tu archivo de controles no se pudo leer
}: { $why }. Se movió a { $file } a su lado, y { $instead }. ({ $place })
problem-unreadable-stuck = { $what ->
    [identity] Tu archivo de identidad en línea no se pudo leer
    [online] Tu archivo de sala en línea no se pudo leer
    [save] Tu partida guardada no se pudo leer
    [settings] Tu archivo de ajustes no se pudo leer
    [statistics] Tu archivo de estadísticas no se pudo leer
   *[controls] Tu archivo de controles no se pudo leer
}: { $why }. Tampoco se pudo apartar ({ $error }); se queda como está, y { $instead }. ({ $place })
instead-backup-offered = Continuar ofrece la partida guardada del turno anterior
instead-without-save = el juego empieza sin ella
instead-without-online-room = la pantalla de inicio no ofrece volver a una partida en línea
instead-new-identity = juegas contra cualquiera con una identidad nueva hasta que vuelvas a poner el archivo antiguo (Ajustes, En línea)
instead-default-settings = el juego empieza con los ajustes por defecto
instead-statistics-from-zero = empiezan de nuevo desde cero
instead-default-controls = el juego empieza con los controles de fábrica
problem-save-kept = Tu partida guardada no puede continuarse aquí: { $problem }. Se guarda como { $file } a su lado: renómbrala { $save } y { $advice }. ({ $place })
problem-save-stuck = Tu partida guardada no puede continuarse aquí: { $problem }; { $advice }. No se pudo apartar ({ $error }), así que una partida nueva la reemplazará. ({ $place })
advice-without-mods = inicia el juego sin mods para continuarla
advice-with-mods = inicia el juego con esos mods para continuarla
advice-other-version = continúala con la versión del juego que la guardó
problem-controls-restored = Algunos controles no tenían tecla ni botón y recuperan los de fábrica: { $actions }.
problem-mod-folder = La carpeta de mod { $folder }: { $problem } (no se usa)
problem-mod-file = Mod «{ $name }»: { $problem } ({ $instead })
instead-mod-rules = el juego sigue las reglas de «{ $name }»
instead-default-rules = el juego sigue sus reglas por defecto
instead-own-file = el juego usa su propio archivo
problem-rules = { $problem }
problem-music = { $problem } (el juego sigue sin esta música)
    El juego sigue sus reglas por defecto.
problem-unknown-language = No existe el idioma «{ $code }»: el juego habla inglés. Idiomas: { $languages }.

## Replays

title-replays = Repeticiones
replays-heading = Repeticiones
replays-explained = Cada partida terminada se guarda aquí: elige una para verla otra vez o exportarla.
replays-none = Aún no hay repeticiones: cada partida terminada se guardará aquí.
replays-row = { $date } · { $first } { $first-points } – { $second-points } { $second }
replays-row-unwatchable = { $date } · no se puede ver aquí
replays-detail-length = { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
} · { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} · semilla { $seed }
replays-detail-mods = Mods: { $mods }
replays-detail-problem = No se puede ver aquí: { $problem }
replays-detail-file = Archivo: { $file }
replays-watch = Ver
replays-export = Exportar
replays-back-to-list = Volver a la lista
replays-exported = Exportada a { $place }
replays-downloaded = Descargada como { $place }
replays-export-failed = No se pudo exportar la repetición: { $error }
replays-hint = Se guardan las últimas { $count } partidas terminadas. Esc para volver.
replays-touch-hint = Se guardan las últimas { $count } partidas terminadas.
replay-previous-turn = « Turno
replay-step-back = ‹ Jugada
replay-play = Reproducir
replay-pause = Pausa
replay-step-forward = Jugada ›
replay-next-turn = Turno »
replay-leave = Salir de la repetición
replay-position = Turno { $turn } de { $turns } · jugada { $move } de { $moves }
table-replay = Repetición · { $date }
game-over-watch-again = Ver otra vez
game-over-replays = Repeticiones

## Play online

online-heading = Jugar en línea
online-explained = Crea una sala y da su código a un amigo, o escribe el de un amigo. Jugar contra cualquiera puntúa y lleva reloj.
online-server = Servidor: { $server }
online-playing-as = Tu nombre: { $name } (se elige en Ajustes)
online-playing-as-unset = Aún no tienes nombre: los demás ven «Player» (elige uno en Ajustes)
online-typed = Código de sala: { $code }
online-connecting = Conectando con el servidor…
online-waiting = Sala { $code }
    Pasa este código. { $others ->
        [one] Esperando al otro jugador…
       *[other] Esperando a los otros jugadores…
    }
online-link = O envía este enlace: { $link }
online-starting = Ya están todos: empieza la partida.
online-failed = No es posible: { $reason }
online-hint = Escribe el código o pégalo (Ctrl+V); Retroceso borra un carácter, Esc vuelve.
online-waiting-hint = Copiar pone el código en el portapapeles; Esc o Cancelar deja la sala.
online-seeking-hint = Jugarás contra la puntuación más cercana entre quienes lo pidan, con más margen cuanto más esperes; Esc o Cancelar deja de buscar.
online-cancel = Cancelar
online-copy = Copiar
online-copied = Copiado
online-copy-failed = No se pudo copiar
online-make-room = Crear una sala
online-play-anyone = Jugar contra cualquiera
online-seeking = Buscando a alguien con quien jugar…
online-seeking-clock = Con clasificación, { $time } por jugada: el ordenador juega por quien se queda sin tiempo, y quedarse sin tiempo tres veces pierde la partida.
online-join-room = Unirse a esta sala
online-watch-room = Ver esta sala
online-watch-waiting = Sala { $code }
    Como espectador: la partida se verá cuando estén sus jugadores…
online-game = Juego: { $value }
online-game-duel = el Duelo
online-game-original = Kingdomino para { $players }
online-hints = Pistas, si el otro jugador también las acepta: { $value }
online-watchers = Espectadores, si todos los aceptan: { $value }
online-opponent-away = { $name } perdió la conexión: esperando a que vuelva ({ $time })
online-store-away = El servidor no puede guardar esta partida por ahora: sigue jugando, se guardará en cuanto pueda
online-store-back = El servidor vuelve a guardar esta partida
online-opponent-long-away = { $name } sigue sin volver. Espera (la partida sigue cuando vuelva) o deja que el ordenador juegue en su lugar.
online-computer-stands-in = El ordenador (Experto) juega por { $name } hasta que vuelva.
original-online-long-away = { $name } sigue sin volver: en su turno, el ordenador (Experto) juega por { $name } hasta que vuelva.
original-online-clock = Tiempo que le queda a { $name } para jugar: { $time }
game-over-rematch-everyone = Jugar otra vez con los mismos jugadores
game-over-rematch-everyone-waiting = Esperando a que todos quieran jugar otra vez…
original-online-computer = Ordenador ({ $level })
online-let-computer-play = Que el ordenador juegue por { $name }
online-clock = Tiempo por jugada: { $value }
online-clock-none = sin límite
online-clock-minutes = { $minutes ->
    [one] 1 minuto
   *[other] { $minutes } minutos
}
online-clock-seconds = { $seconds } segundos
online-clock-day = 24 horas (una partida de varios días)
online-time-ran-out = Se acabó el tiempo de { $name } para esta jugada: el ordenador (Experto) la hizo por él.
online-time-ran-out-yours = Se acabó tu tiempo para esta jugada: el ordenador (Experto) la hizo por ti.
online-computer-played-for-you = Mientras no estabas, el ordenador (Experto) hizo { $count ->
    [one] una jugada
   *[other] { $count } jugadas
} por ti. Vuelves a ocupar tu sitio.
why-points-gained = +{ $points } { $points ->
    [one] punto
   *[other] puntos
}
why-points-lost = −{ $points } { $points ->
    [one] punto
   *[other] puntos
}
why-line-near-power = { $squares ->
    [0] tu línea { $coat } te da su poder ({ $power })
    [one] a tu línea { $coat } le falta una casilla para su poder
   *[other] a tu línea { $coat } le faltan { $squares } casillas para su poder
}
why-crosses = { $crosses ->
    [one] un dado { $coat } con una cruz
   *[other] un dado { $coat } con { $crosses } cruces
}
why-joker = un comodín: eliges su escudo donde lo dibujes
why-keeps-powers = nada cabe sin un poder: guarda los tuyos para un turno mejor
why-win-share = ganó el { $percent } % de las partidas imaginadas por el Experto
why-only-move = la única jugada posible
action-hint = Pista
hint-button = Pista
hint-thinking = El Experto piensa en tu jugada…
hint-expert = Pista: { $move } — { $why }
hint-move-take-die = toma el dado { $die }
hint-move-take-two-dice = toma los dados { $first } y { $second } a la vez
hint-move-castle-bonus = bonus del castillo en este dado: { $die }
hint-move-turn-die = gira este dado a { $face }: { $die }
hint-move-draw = dibuja tu dominó donde está ahora
hint-move-joker-coat = da a tu comodín el escudo { $coat }
hint-move-pass = pasa
hint-move-bonus-coat = elige { $coat }
hint-move-extra-cross = pon la cruz donde está el cursor
hints-used = { $name }: { $count ->
    [one] una pista pedida
   *[other] { $count } pistas pedidas
}
story-heading = Cómo fue la partida
story-scores = Puntos al final de cada turno
story-spellbook = Casillas del grimorio
story-turn = turno { $turn }
story-swings = Donde más cambió la ventaja:
story-swing = Turno { $turn }: { $name } +{ $points }
story-scores-by-line = Puntos al final de cada fila
story-line = fila { $turn }
story-swing-line = Fila { $turn }: { $name } +{ $points }
replays-watch-from = Desde el turno { $turn } (cambio de { $points } pts)

# Lo que un lector de pantalla dice de las imágenes de la mesa: un dado, una cara, una casilla.
a11y-face = { $coat }, { $crosses ->
    [0] sin cruz
    [one] una cruz
   *[other] { $crosses } cruces
}
a11y-joker = comodín, su escudo se elige donde se dibuja
a11y-die = Dado { $number }: { $face }
a11y-die-taken = Dado { $number }: { $face }, tomado por { $name }
a11y-map = Mapa de { $name }
a11y-square = Fila { $row }, columna { $column }: { $content }
a11y-square-spot = Fila { $row }, columna { $column }: { $content }; el dominó puede ir aquí
a11y-square-empty = vacía
a11y-castle = castillo
a11y-kingdom-held = { $square }. Tu dominó está aquí: { $domino }, su segunda casilla { $direction ->
    [north] encima
    [south] debajo
    [west] a la izquierda
   *[east] a la derecha
}

## La mesa del Kingdomino original
original-player = Jugador { $number }
original-first-claims = Los reyes eligen sus primeros dominós
original-round = Fila { $round } de { $rounds }
original-game-over = La partida ha terminado
original-to-claim = { $name } { $who ->
    [you] eliges
   *[other] elige
} un dominó
original-to-place = { $name } { $who ->
    [you] añades
   *[other] añade
} un dominó
original-next-line = Fila siguiente
original-count = { $player }: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
original-winner = { $who ->
    [you] Ganas
   *[other] Gana { $name }
}
original-shared-win = { $names } comparten la victoria
original-count-middle = Reino Medio: +{ $points }
original-count-harmony = Armonía: +{ $points }
original-count-tie-numbers = Dominio mayor { $squares } · coronas { $crowns }
original-count-by-domain = Totales iguales: decide el dominio más grande.
original-count-by-crowns = Totales y dominios mayores iguales: deciden las coronas.
original-count-all-equal = Totales, dominios mayores y coronas iguales: la victoria se comparte.
original-discarded = Dominós descartados ({ $count }): { $numbers }
original-claim = Dominó { $number }: { $first }, { $second }
original-square = { $crowns ->
    [0] { $terrain }
    [one] { $terrain } con una corona
   *[other] { $terrain } con { $crowns } coronas
}
terrain-w = campo de trigo
terrain-f = bosque
terrain-l = lago
terrain-g = pradera
terrain-s = pantano
terrain-m = mina
original-claim-help = Elige para tu rey un dominó de la fila siguiente.
original-turn = Girar
original-take-back = Recuperar
original-take-back-help = { $then } Recuperar (o Retroceso) te devuelve el dominó que acabas de colocar.
original-discard = Descartar
original-fits-nowhere = Tu dominó no cabe en ningún sitio de tu reino: se descarta.
original-place-help = Cabe aquí: haz clic, toca o pulsa Intro para colocarlo; R o Girar lo gira.
original-refused-taken = Aquí no: una casilla ya está ocupada.
original-refused-past-the-side = Aquí no: tu reino mediría más de { $side } casillas de ancho o de alto.
original-refused-unjoined = Aquí no: una de sus casillas debe tocar tu castillo o un terreno del mismo tipo.
original-taken-back = Deshecho: vuelve a hacer tu jugada.
original-pause = Pausa
pause-leave = Salir de la partida
title-original-game = El Kingdomino original (de 2 a 4 jugadores)…
original-setup-heading = El Kingdomino original
original-setup-explained = De dos a cuatro reinos, cada jugador añadiendo dominós al suyo: personas en esta pantalla, el ordenador o jugadores en línea. Elige quién juega cada uno.
original-setup-hint = Elige una línea para cambiarla; Esc vuelve atrás.
original-setup-start = Empezar
original-setup-players = Jugadores: { $count }
original-setup-person = { $player }: una persona
original-setup-computer = { $player }: ordenador ({ $level })
original-setup-online = { $player }: un jugador en línea
original-setup-make-room = Crear una sala en línea para { $count }
original-setup-one-person-here = Una sala necesita una persona aquí ({ $persons ->
    [0] no hay ninguna
    [one] hay { $persons }
   *[other] hay { $persons }
}): cada otra persona juega en línea desde su propia pantalla
original-setup-mighty-duel = Gran Duelo (7 por 7, todos los dominós): { $value }
original-setup-middle = Reino Medio (+10 por un castillo en el centro): { $value }
original-setup-harmony = Armonía (+5 por un reino sin huecos): { $value }
original-setup-dynasty = Dinastía (tres partidas, puntos sumados): { $value }
original-dynasty-game = Dinastía, partida { $game } de { $games }
game-over-next-game = Siguiente partida de la Dinastía ({ $game } de { $games })
game-over-next-game-waiting = Esperando a que todos empiecen la partida { $game } de { $games }…
dynasty-winner = { $who ->
    [you] Ganas
   *[other] Gana { $name }
} la Dinastía con { $points } puntos en total
dynasty-shared-win = { $names } comparten la Dinastía con { $points } puntos cada uno
dynasty-leader = Tras la partida { $game } de { $games }, { $who ->
    [you] vas en cabeza
   *[other] { $name } va en cabeza
} de la Dinastía con { $points } puntos
dynasty-shared-lead = Tras la partida { $game } de { $games }, { $names } van en cabeza de la Dinastía con { $points } puntos cada uno
dynasty-by-games-won = Sumas iguales: decide quién ganó más partidas.
dynasty-game = Partida { $number }
dynasty-in-all = Total
original-replay-at = Repetición · jugada { $move } de { $moves }
replay-previous-line = « Fila
replay-next-line = Fila »
replays-original = El Kingdomino original
replays-original-score = { $player } { $points }
replays-detail-original-length = { $lines ->
    [one] { $lines } fila
   *[other] { $lines } filas
} · { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} · semilla { $seed }
replays-detail-variants = Variantes: { $variants }
replays-variant-mighty-duel = Gran Duelo
replays-variant-middle = Reino Medio
replays-variant-harmony = Armonía
original-hint-claim = El Experto tomaría el dominó { $number }: tiene el foco.
original-hint-place = El Experto añadiría tu dominó donde lo sostienes: Intro lo coloca.
original-hint-discard = El Experto está de acuerdo: tu dominó no cabe en ningún sitio, descártalo.
original-hint-why = Ganó el { $share } % de las partidas que imaginó desde ahí.
rating-change = Tu puntuación: { $before } → { $after } ({ $change }){ $provisional ->
    [yes] , provisional hasta 10 partidas puntuadas
   *[no] {""}
}
rating-not-counted = Partida sin puntuar: algunos de vosotros ya os habéis enfrentado { $meetings } veces hoy en partidas puntuadas
online-leaderboard = Clasificación
leaderboard-heading = Clasificación
leaderboard-of = { $game } en { $server }
leaderboard-duel = Kingdomino Duel
leaderboard-original = Kingdomino
leaderboard-game = Juego: { $game }
leaderboard-asking = Preguntando al servidor…
leaderboard-failed = No se pudo leer la clasificación: { $reason }
leaderboard-empty = Aún no hay nadie clasificado: un jugador se clasifica tras { $games } partidas puntuadas de «Jugar contra cualquiera».
leaderboard-rank = Puesto
leaderboard-player = Jugador
leaderboard-rating = Puntuación
leaderboard-games = Partidas
leaderboard-you = Tú:
leaderboard-unrated = Aún no tienes puntuación en este juego: juega contra cualquiera para tenerla.
identity-playing-as = Juegas las partidas puntuadas como { $player }.
identity-none = Recibes tu identidad (un nombre con una etiqueta) la primera vez que juegas contra cualquiera.
identity-copy = Copiar tu identidad
identity-paste = Pegar una identidad
identity-copied = Tu identidad está en el portapapeles: guárdala para ti, eres tú.
identity-not-copied = No se pudo copiar tu identidad: { $reason }
identity-pasted = Ahora eres { $player } en esta máquina.
identity-refused = No es una identidad que puedas usar ({ $reason }): se conserva la tuya.
online-seeking-near = Buscando un jugador cerca de { $rating }{ $widening ->
    [yes] , ampliando a ±{ $within }…
   *[no] …
}
leaderboard-rating-value = { $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}
