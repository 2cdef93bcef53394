# The rulebook, as the Rules screen shows it: one paragraph a line; `# ` starts a
# heading, `- ` an item, `@faces` and `@powers` place the game's pictures.
# Written by scripts/rulebook.py from the rulebook's transcription.

rulebook =
    # Contenido
    - 4 dados
    - 1 bloc de 100 hojas (134 Mapas y 66 Grimorios).
    - 2 lápices
    # Introducción
    Crea el mapa de tu reino lanzando los dados en cada turno. Llena paso a paso las cuadrículas de tu mapa mientras confías los territorios de tu reino a las familias que te apoyan. Mantente atento al reino de tu adversario. Y no olvides tratar de obtener los favores de los magos, ya que te permitirán lanzar poderosos hechizos y reinar en solitario.
    Kingdomino Duel es un juego de dados completamente independiente que conserva la esencia del original y exitoso Kingdomino.
    # Objetivo
    En cada turno elige dos dados y combínalos para crear tus fichas de dominó e intenta construir paso a paso el reino más prestigioso. Los reinos están formados por dominios, esto es, grupos de escudos idénticos conectados ortogonalmente (conectados por los lados; derecha, izquierda, arriba y abajo). Estos dominios serán más o menos prestigiosos en función del número de altos mandatarios que haya en ellos (escudos marcados con una cruz). Cuanto mayor sea el número de altos mandatarios en un dominio, mayor será su prestigio e importancia.
    # Preparación
    - Cada jugador toma un hoja del bloc y un lápiz.
    - Coloca la hoja delante de ti con la parte del mapa boca arriba.
    - Colocad en el centro de la mesa otra hoja con la parte del Grimorio cara arriba y escribid vuestros nombres en la parte superior de la hoja.
    - Poned los 4 dados encima de la mesa al lado de la Hoja del Grimorio.
    Hay 7 símbolos en las caras de los dados:
    - 6 escudos de armas diferentes que representan a las familias a quien confías la gestión de tus dominios. Algunos de estos escudos van acompañados de una o dos cruces, indicando la presencia de altos mandatarios en estos lugares.
    - El signo de interrogación es un comodín que te permite cambiarlo por cualquier otro tipo de escudo.
    @faces
    El jugador de más edad empieza la partida: Durante el primer turno, él será el jugador A.
    Su adversario será el jugador B
    # Cómo se juega
    Un turno de juego consta de 4 fases:
    - 1º Lanzamiento de los dados
    - 2º Constitución de las fichas de dominó
    - 3º Dibujar la ficha en el mapa
    - 4º Rellenar el Grimorio
    # 1º Lanzamiento de los dados
    El jugador A tira los 4 dados.
    # 2º Constitución de los dominós
    El jugador A escoge uno de los 4 dados. El jugador B escoge 2 de entre los otros 3 dados restantes. A continuación el jugador A toma el dado que queda.
    Cuando cada jugador tiene ya sus dos dados, los junta por un lado para formar la ficha de dominó que jugará ese turno.
    # 3º Rellenar el mapa
    Cada jugador copia su ficha de dominó en la cuadrícula de su mapa dibujando los dos escudos de sus dos dados colocados uno al lado del otro. Si alguno de los escudos tiene una o dos cruces, éstas se dibujan en los círculos de la casilla donde se coloquen.
    Reglas de conexión
    Puedes rellenar tu mapa:
    - Conectando uno de los escudos de tu ficha de dominó a la casilla del Castillo Central:
    cualquier tipo de escudo de armas se puede conectar a esta casilla de forma ortogonal.
    - Conectando al menos uno de los símbolos de tu ficha de dominó con otro símbolo igual que ya esté dibujado en tu reino (de un turno anterior).
    Las fichas de dominó deben conectarse ortogonalmente (colocándola encima, debajo, a la izquierda o a la derecha de una ficha ya jugada). Dos fichas colocadas en diagonal (tocándose solo por una esquina) no se consideran conectadas.
    Cuando tengas dos escudos diferentes uno al lado del otro, repasa la línea entre las dos casillas. Esto te ayudará a visualizar mejor tus dominios.
    Si no puedes conectar tu pieza de dominó siguiendo al menos una de estas reglas, entonces no podrás dibujar nada este turno.
    # 4. Rellenar el Grimorio
    Sólo se puede rellenar una casilla del Grimorio si antes se ha jugado el paso 3º: Rellenar el mapa.
    Cada vez que obtengas una cara de Escudo sin cruces, después de construir tu ficha de dominó, rellena una casilla del Grimorio correspondiente a este escudo. ¡Atención! La cara «?» no es una cara de escudo de armas y no te permite rellenar ninguna casilla del Grimorio.
    Sólo el PRIMER jugador que rellene todas las casillas de una línea puede usar el poder asociado a ella en la hoja del Grimorio (el adversario tachará por completo esta línea para indicar que ya no puede conseguir este poder).
    Si los 2 jugadores completan una línea en la misma ronda, será el jugador A (el que ha lanzado los dados) quien podrá usar el poder de esa magia.
    # Los poderes de los magos
    @powers
    Los poderes siguientes sólo pueden utilizarse una única vez en la partida. Un poder puede ser jugado cuando tú quieras excepto los dos últimos poderes "relámpago" que deben ser usados en el mismo momento en que se escogen.
    Puedes jugar tu ficha de dominó sin tener en cuenta las reglas de conexión.
    Puedes separar tus dados para rellenar tu mapa. Cada dado por separado ha de respetar las reglas de conexión.
    Durante un turno en el que seas el jugador A, puedes escoger tú primero tus 2 dados.
    Puedes girar las caras de uno de los dados que componen tu ficha de dominó para ponerlo del lado que prefieras.
    Los 2 poderes siguientes (indicados con el símbolo de “relámpago” en el Grimorio) han de jugarse INMEDIATAMENTE:
    Escoge un tipo de escudo de armas. Cada DOMINIO diferente con este escudo te da 3 puntos de prestigio al finalizar la partida.
    DOMINIOS: grupos de casillas conectadas ortogonalmente con el mismo tipo escudo. Un único escudo de armas aislado también se considera un Dominio.
    Agrega una cruz sobre el escudo de armas que prefieras.
    Cada vez que utilices uno de tus poderes, márcalo sobre el Grimorio.
    # Fin del turno
    El jugador B toma los dados y se convierte en el jugador A en el siguiente turno.
    # Regla especial: Usando tu castillo
    Solo una vez por partida, puedes añadir una cruz sobre uno de los 2 dados que has seleccionado para este turno.
    Después de hacerlo, colorea el techo de tu castillo para indicar que has utilizado este poder único (este dado no podrá ser utilizado para rellenar el Grimorio).
    # Importante
    Si uno de los dos jugadores no es capaz de colocar una ficha en su mapa, igualmente debe realizar los pasos 1, 2 y 4.
    # Fin de juego
    La partida finaliza tan pronto como ocurre una de estas dos situaciones:
    - Uno de los dos jugadores completa su mapa.
    - En el último turno jugado ninguno de los dos jugadores ha podido colocar su ficha de dominó.
    Calcula los puntos de prestigio de tu Reino de la siguiente manera:
    Cada Reino se compone de diferentes DOMINIOS.
    Cada dominio aporta tantos puntos de prestigio como NÚMERO de ESCUDOS lo forman, multiplicado por el NÚMERO DE ALTOS MANDATARIOS (cruces) presentes en ese dominio.
    Un reino puede tener varios dominios diferentes de un mismo escudo. Cada dominio suma sus puntos de forma separada.
    Un dominio sin cruces no suma ningún punto. Suma los puntos conseguidos por cada uno de tus dominios, el resultado de esta suma os dará la puntuación final. Si posees el poder que vale 3 puntos, no olvides sumar también estos puntos a tu resultado final.
    El jugador con la mayor puntuación gana la partida.
    En caso de empate, el jugador que ha construido el dominio más extenso (con mayor número de casillas) será el ganador.
    Si a pesar de todo, los dos jugadores siguen sumando los mismos puntos, la partida termina en empate.
