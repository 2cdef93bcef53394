# How to play, in English: the pages a new player reads in order. Each page has a heading
# (howto-NAME-heading) and a text (howto-NAME); the game draws the picture under the text from
# its own examples, so the words describe what the picture shows without repeating its numbers.

menu-how-to-play = How to play
howto-page = How to play · { $number } of { $count }
howto-hint = ← → choose · Enter or A: press · ↑ ↓ or the wheel: scroll · Esc or B: back
howto-touch-hint = Drag the page to scroll it · Previous and Next turn it · Back returns
howto-previous = ‹ Previous
howto-next = Next ›

## Captions of the pictures

howto-caption-coats = The coats
howto-caption-die = Die { $number }
howto-caption-roll = The roll
howto-caption-dice-of = Player { $role }'s dice
howto-caption-map-of = Player { $role }'s map
howto-caption-before = Before
howto-caption-after = After
howto-caption-allowed = Allowed
howto-caption-refused = Refused
howto-taken = { $role } · { $order }
howto-refusal = Refused: { $reason }
howto-largest-domain = Largest domain: { $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
}
howto-wins = Player { $role } wins.
howto-wins-by-tie-break = Same total: player { $role } wins with the larger domain.
howto-draw = Same total, same largest domain: a draw.

## The pages

howto-turn-heading = A turn in four steps
howto-turn =
    Each player builds a kingdom on their own map, around a castle on its middle square. At the end, the player with the higher total of points wins. Both players share four dice, and every turn goes the same way:
    1. Roll: player A throws the four dice.
    2. Draft: the dice are shared out, two for each player.
    3. Draw: each player draws their two dice on their map as a domino of two squares: each die's coat of arms, and its crosses on the same square.
    4. Spellbook: the coats you drew without a cross fill your lines of the spellbook.
    Then the roles swap: this turn's B is the next turn's A.
    So every die is a choice: a die with crosses brings points to your map, a die without crosses moves you on in the race for the spellbook's powers. Below: the coats of arms by name, then the four dice and their faces; the question mark is a joker.

howto-draft-heading = Sharing the dice
howto-draft =
    Player A picks one die first. Player B then picks two of the three left, and A keeps the last one.
    Under each die: who took it, and in which order. Your two dice are your domino for this turn.

howto-connecting-heading = Where a domino may go
howto-connecting =
    Your two dice go on two empty squares side by side. At least one of them must touch your castle, or a square of the same coat of arms drawn on an earlier turn. Touching by a corner does not count.
    If your domino fits somewhere, you must draw it. If it fits nowhere, you draw nothing this turn. A power you keep is never used for you: when your domino would fit only with one, you may use it, or pass and draw nothing.
    In the allowed drawing the stripe joins a stripe. In the refused one, only a corner touches the castle, and the game says why.

howto-scoring-heading = Domains and crosses
howto-scoring =
    Squares of one coat of arms that touch side by side form a domain; a lone square is a domain too.
    At the end, each domain is worth its number of squares times its number of crosses. A domain without a cross is worth nothing, however large it is. The game counts this map below.

howto-spellbook-heading = The spellbook race
howto-spellbook =
    Each coat of arms has a line in the spellbook, one row for each player. The lines differ in length, from three to five squares, and each leads to its own power: the next pages name them. Every die you draw without a cross fills one square of its coat's line; a joker fills nothing.
    The first player to complete a line wins its wizard's power, and the other player's row of that line is struck out. If both players complete the same line in the same turn, player A wins the power, as A fills first. Here A fills the last stripe square and takes the power.

howto-power-ignore-connection-heading = Power of the { coat-d } line: draw without connecting
howto-power-ignore-connection =
    Five { coat-d } squares win this power. Once in the game, your domino may go on any two empty squares side by side: they need not touch your castle or any coat of arms.
    At the table, switch on “{ switch-ignore-connection }” before you place it. The game only spends the power where the domino could not go without it.

howto-power-separate-dice-heading = Power of the { coat-s } line: separate your two dice
howto-power-separate-dice =
    Five { coat-s } squares win this power. Once in the game, your two dice may go on two squares apart from each other. Each of them must still touch the castle or its own coat of arms, and the second may touch the first.
    At the table, switch on “{ switch-separate-dice }”, then place one die and then the other.

howto-power-take-two-dice-heading = Power of the { coat-dd } line: two dice at once
howto-power-take-two-dice =
    Four { coat-dd } squares win this power. Once in the game, on a turn where you are player A, you may take two dice in your first pick. Your opponent gets the two you leave.
    At the table, switch on “{ switch-take-two-dice }”, then choose both dice.

howto-power-turn-die-heading = Power of the { coat-ss } line: turn a die
howto-power-turn-die =
    Four { coat-ss } squares win this power. Once in the game, before you draw, you may turn one of your two dice to any other face of that same die.
    Here a double dot becomes quarters with two crosses.

howto-power-domain-bonus-heading = Power of the { coat-b } line: three points a domain
howto-power-domain-bonus =
    Three { coat-b } squares win this power. The moment you win it, you choose a coat of arms. At the end, every domain of that coat on your map is worth 3 more points, with or without crosses.
    Here A chooses stripes, and both stripe domains count.

howto-power-extra-cross-heading = Power of the { coat-q } line: one more cross
howto-power-extra-cross =
    Three { coat-q } squares win this power. The moment you win it, you add a cross to any square already drawn on your map. A cross on a large domain without any wakes up its whole domain.

howto-castle-bonus-heading = The castle bonus
howto-castle-bonus =
    Once in the game, before you draw, you may add one cross to one of your two dice, even to a joker. It is offered only on a turn when your domino can be drawn.
    The die given that cross fills no spellbook square this turn. Here only one of the two dots fills the dot line.

howto-end-heading = The end of the game
howto-end =
    The game ends after a turn in which a map became full, or in which nobody drew a domino. It also ends as soon as neither map has room left for a domino, whatever the dice could show.
    The higher total wins. With equal totals, the player whose largest domain has more squares wins; if that is equal too, the game is a draw.

howto-decisions-heading = Questions this game settles
howto-decisions =
    • Who is player A on the first turn is drawn at random.
    • A joker takes the coat of arms you choose as you draw it, as long as your drawing stays allowed with that coat. Drawn with “{ power-ignore-connection }”, it may take any coat. It carries no cross unless the castle bonus gives it one.
    • Using a power is always your choice: when your domino fits only with a power you keep, you may pass and draw nothing.
    • On a turn when you draw nothing, your spellbook gains nothing: only dice drawn on your map fill it.
    • The game ends after a turn in which neither player drew, even if one of them could have drawn with a power.

## The original Kingdomino's pages (opened from its set-up panel or its paused table).
howto-caption-line = The line being added
howto-caption-kingdom = The winner's kingdom
howto-caption-count = Its count
howto-original-domain = { CAPITAL($terrain) }: { $squares } × { $crowns } = { $points }
howto-original-total = { $points } points in all
howto-original-lines-heading = Lines of dominoes and the kings
howto-original-lines =
    Two players play with 24 of the 48 dominoes, three with 36, four with all of them. Each player has one king, or two when two play, and a line holds one domino for each king. Every round a new line is turned face up and laid out by the numbers on the dominoes' backs, lowest number first: higher numbers tend to carry more crowns.
    In the first round the kings pick from the first line in a random order. After that the kings act in the order of the line they stand on, lowest number first: the king on the framed domino acts first, its owner adding that domino to their kingdom and then moving the king to a free domino of the next line. A rich domino now means acting later next round. In the last round no line follows: the kings' owners only add their dominoes.
howto-original-placing-heading = Where a domino may go
howto-original-placing =
    A domino must touch your castle, or a square of the same terrain, with at least one of its two squares; squares touch along a side, never by a corner alone. It may be turned any way. Your kingdom may never grow past 5 squares across or down (7 in the Mighty Duel); the castle need not stay in the middle.
    A domino that fits somewhere must be added, even where you would rather not have it; only one that fits nowhere is discarded, and it scores nothing. Held over your kingdom, a domino is framed green where it fits and red where it does not, and the prompt says why.
howto-original-scoring-heading = Domains and crowns
howto-original-scoring =
    A domain is a group of touching squares of one terrain. It scores its squares times the crowns on them, so a domain without a crown scores nothing. The castle belongs to no domain.
howto-original-end-heading = The end, the bonuses, the Mighty Duel and the Dynasty
howto-original-end =
    The game ends once the last line has been added: after 12 rounds with three or four players and in the Mighty Duel, after 6 with two. The highest total wins; on equal totals, the player with the largest domain wins, then the one with more crowns; if those are equal too, they share the win.
    Two bonuses may be turned on before the game: the Middle Kingdom gives 10 points when the castle stands in the centre of the rectangle the kingdom covers, whatever its size; Harmony gives 5 points when the kingdom is whole, with no domino discarded. Two players may play the Mighty Duel: all 48 dominoes, two kings each, kingdoms of 7 by 7. A Dynasty is three games in a row with the same players: their scores are added up, the highest sum wins, and on equal sums the player who won more of the games.
