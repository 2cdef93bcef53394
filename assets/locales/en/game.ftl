# Kingdomino Duel: every text of the game, in English. Each language has the same messages in
# locales/<language>/game.ftl; a mod may add a language or fix a text by adding a file there.
# Messages about a seat get $name (You, Computer, Player 2) and $who: "you" (the person
# against the computer), "computer" (the computer against a person) or "other".

language-name = English

## Menus

menu-settings = Settings
menu-quit = Quit
menu-back = Back
seed-heading = Play a seed
seed-explained = The end of every game shows its seed: the same seed rolls the same dice, or deals the same dominoes.
seed-play-original = The original Kingdomino ({ $players } players, as last set up)
seed-typed = Seed: { $digits }
seed-hint = Type the digits; Backspace takes one back, Esc goes back.
title-play-computer = Play vs computer: { $level }
title-two-players = Two players (same screen)
title-play-seed = Play a seed…
title-play-online = Play online…
title-online-asking = Online game in room { $code }
title-online-unanswered = Online game in room { $code } (its server does not answer)
title-online-waiting = Room { $code }: waiting for everyone to arrive
title-online-your-move = Online vs { $name }{ $room }: your move
title-online-your-move-clock = Online vs { $name }{ $room }: your move ({ $left } left)
title-online-their-move = Online vs { $name }{ $room }: { $acting }’s move
title-online-over = Online vs { $name }{ $room }: over, { $mine } to { $theirs }
title-online-gone = Room { $code }: no longer kept by the server
title-online-original = Kingdomino for { $players } · { $line }
title-mods = { $count ->
    [0] Mods
   *[other] Mods ({ $count } in use)
}
title-continue-computer = Continue (vs computer: { $level }, turn { $turn }, { $first } to { $second })
title-continue-two-players = Continue (two players, turn { $turn }, { $first } to { $second })
title-continue-original = Continue the original game ({ $players } players, line { $round } of { $rounds })
title-continue-dynasty = Continue the Dynasty ({ $players } players, game { $game } of { $games }, line { $round } of { $rounds })
title-more-problems = … and { $count } more { $count ->
    [one] problem
   *[other] problems
} (see Mods).
title-controls-hint = Mouse, keyboard (arrows, Enter) or gamepad (d-pad, A).
title-touch-hint = Tap a button to choose it.

level-random = Random
level-easy = Easy
level-normal = Normal
level-expert = Expert

## Seats

seat-you = You
seat-computer = Computer
seat-computer-numbered = Computer { $number } ({ $level })
seat-player = Player { $number }
seat-remote = Opponent

## The table

table-turn = Turn { $turn }
    { $opponent }
table-opponent-computer = Computer: { $level }
table-computers-play = Computers play
table-two-players = Two players
table-online = Online against { $name }
table-watching-online = Watching { $first } against { $second }
table-watched = { $line }
    { $count ->
        [one] 1 watching
       *[other] { $count } watching
    }
table-online-clock-yours = Online against { $name }
    Your move: { $time } left
table-online-clock-theirs = Online against { $name }
    Their move: { $time } left
table-controls-hint = Click or Enter: confirm · R or right click: turn · Tab: map or buttons · Backspace: undo · Esc: pause
table-touch-hint = Tap a die to take it · tap a square to aim, tap it again to draw · Turn the domino turns it · Undo takes it back
table-watching-hint = You are watching: nothing to play here · Esc: pause
score-line = { $name } ({ $role }) · { $points ->
    [one] { $points } point
   *[other] { $points } points
}
status-castle-bonus = castle bonus ready
status-powers-kept = { $count ->
    [one] { $count } power kept
   *[other] { $count } powers kept
}
status-domain-bonus = +3 per { $coat } domain
spellbook-heading = Spellbook
spellbook-rows = upper: { $upper } · lower: { $lower }
spell-open = open
spell-kept = { $who ->
    [you] kept by you
    [computer] kept by the computer
   *[other] kept by { $name }
}
spell-used = { $who ->
    [you] used by you
    [computer] used by the computer
   *[other] used by { $name }
}
spell-bonus-coat = { $who ->
    [you] you
    [computer] the computer
   *[other] { $name }
}: { $coat }
banner-power-gained = { $who ->
    [you] You gain
   *[other] { $name } gains
} a power:
    { $power }

coat-d = Dot
coat-dd = Double Dot
coat-s = Stripe
coat-ss = Double Stripe
coat-q = Quarters
coat-b = All Black

power-ignore-connection = Draw without connecting
power-separate-dice = Separate your two dice
power-take-two-dice = As A, take two dice at once
power-turn-die = Turn a die to any face
power-domain-bonus = +3 per domain of a coat
power-extra-cross = One more cross

## What to do now

prompt-roll = Turn { $turn }: the dice roll. { $who ->
    [you] You are
   *[other] { $name } is
} player A.
waiting-draft = { $name } { $who ->
    [you] are
   *[other] is
} choosing a die…
waiting-draw = { $name } { $who ->
    [you] are
   *[other] is
} drawing…
waiting-power = { $name } { $who ->
    [you] apply
   *[other] applies
} a new power…
prompt-draft-one = { $name }: take one die (you get the last one too).
prompt-draft-two = { $name }: take two dice: this is the first.
prompt-draft-last = { $name }: take your second die.
prompt-draft-first-of-two = { $name }: choose the first of your two dice.
prompt-draft-second-of-two = { $name }: choose the second of your two dice.
prompt-held = { $name }: drawn here. Undo takes it back; Enter or a click keeps it now.
prompt-held-for = { $name }: drawn here for { $gain } { $points ->
    [one] point
   *[other] points
}. Undo takes it back; Enter or a click keeps it now.
prompt-fits-nowhere-without-power = { $name }: your domino fits nowhere without a power. Pass, or switch one on.
prompt-fits-nowhere = { $name }: your domino fits nowhere on your map, so you pass.
prompt-first-square = { $name }: click the square for your first die.
prompt-refused = { $name }: { $reason }.
prompt-draw-here = { $name }: draw here for { $gain } { $points ->
    [one] point
   *[other] points
}. Click or Enter; R or right click turns.
prompt-draw-here-touch = { $name }: draw here for { $gain } { $points ->
    [one] point
   *[other] points
}. Tap it again to draw; the Turn the domino button turns it.
prompt-move-domino = { $name }: move your domino over your map.
prompt-joker-one-coat = { $name }: your joker on the { $square } can only take this coat: any other would leave the domino unconnected.
prompt-joker-coat = { $name }: choose the coat of arms of your joker on the { $square } (each button says the points it adds).
prompt-spellbook-fills = The spellbook fills…
prompt-domain-bonus = { $name }: choose a coat of arms: each of its domains scores 3 more at the end (each button says the points it adds now).
prompt-extra-cross = { $name }: choose a drawn square of your map for one more cross.
notice-not-saved = This game is not being saved.
notice-refused = Not possible: { $reason }.
notice-taken-back = Taken back: prepare your domino again.

choice-die = Die { $number }
choice-undo = Undo
choice-pass = Pass: the domino fits nowhere
choice-castle-cross = +1 cross: { $die }
choice-coat-gain = { $coat } { $gain }
switch-take-two-dice = Take two dice at once
switch-turn-die = Turn the { $die }
switch-ignore-connection = Draw unconnected
switch-separate-dice = Separate dice

die-left = left die
die-right = right die
die-upper = upper die
die-lower = lower die
die-first = first die
die-second = second die
square-left = left square
square-right = right square
square-upper = upper square
square-lower = lower square
square-first = first square
square-second = second square

refusal-game-over = the game is over
refusal-not-your-turn = it is not this player's turn
refusal-not-now = that is not possible at this point of the turn
refusal-no-such-die = there is no such die
refusal-die-taken = that die is already taken
refusal-same-die-twice = two different dice are needed
refusal-dice-out-of-order = name the lower-numbered die first
refusal-no-such-slot = the domino has only two dice
refusal-no-such-face = the die has no such face
refusal-same-face = the die already shows that face
refusal-look-named-earlier = an earlier face of the die shows the same: name that one
refusal-unknown-coat = there is no such coat of arms
refusal-castle-bonus-used = the castle bonus was already used
refusal-power-unavailable = the power “{ $power }” is not available
refusal-off-map = that square is not on the map
refusal-off-map-domino = the domino must stay on the map
refusal-castle-square = the castle stands there
refusal-square-not-empty = that square is already drawn
refusal-square-not-drawn = that square holds no coat of arms
refusal-joker-not-connected = with that coat of arms the joker's square would not connect
refusal-not-touching = the two squares must touch
refusal-not-connected = no castle and no matching coat of arms next to it (diagonals do not count)
refusal-separate-not-connected = die { $die } touches neither the castle nor a matching coat of arms
refusal-power-not-needed = this placement is legal without the power “{ $power }”
refusal-must-draw = a legal placement exists: the domino must be drawn
refusal-domino-taken = that domino is claimed already
refusal-domino-does-not-fit = the domino cannot go there
refusal-domino-must-go = the domino fits somewhere: it must be added
refusal-must-use-kept-power = a kept power would let you draw the domino: with these rules you must
refusal-nothing-to-draw = the domino fits nowhere: the castle bonus would be wasted

## First-game hints

hint-line = Tip: { $tip }
hint-draft-order = player A takes one die, B takes two of the three left, A gets the last. A changes every turn.
hint-connection = a domino must touch your castle or a square of the same coat of arms; diagonals do not count.
hint-castle-bonus = once a game, the castle bonus adds a cross to one of your dice (that die fills no spellbook square).
hint-power-ignore-connection = your new power lets one domino go anywhere: switch on “Draw unconnected” when you need it.
hint-power-separate-dice = your new power lets your two dice go apart once: switch on “Separate dice”, then place each.
hint-power-take-two-dice = your new power: once, as player A, take two dice at once; your opponent gets the other two.
hint-power-turn-die = your new power: once, turn one of your dice to any of its faces before you draw.
hint-power-domain-bonus = each domain of the coat you choose scores 3 more at the end, with crosses or without.
hint-power-extra-cross = choose a drawn square for one more cross: it raises the score of its whole domain.
hint-count = each domain scores its squares × its crosses; no cross, no points. On a tie, the larger domain wins.

## Pause

pause-heading = Paused
pause-saved-note = The game is saved after every move: Continue on the title goes on with it.
pause-unkept-note = A game the computers play alone, or a replay, is not kept.
pause-hint = Esc or Start resumes.
pause-touch-hint = Resume goes back to the game.
pause-resume = Resume
pause-save-and-leave = Save and go to the title

## Game over

game-over-heading = Game over
game-over-map-full = { $who ->
    [you] Your map is full.
   *[other] The map of { $name } is full.
}
game-over-both-full = Both maps are full.
game-over-no-room = No domino could fit on either map any more.
game-over-nobody-drew = Nobody drew a domino this turn.
game-over-seed = Seed { $seed }
game-over-play-again = Play again
game-over-rematch = Play { $name } again
game-over-rematch-accept = { $name } wants to play again: play
game-over-rematch-waiting = Waiting for { $name } to play again…
game-over-same-dice = Same dice again
game-over-same-dominoes = Same dominoes again
game-over-title = Title
game-over-skip-count = Skip the count
count-domain = { CAPITAL($coat) }: { $squares ->
    [one] { $squares } square
   *[other] { $squares } squares
} × { $crosses ->
    [one] { $crosses } cross
   *[other] { $crosses } crosses
} = { $points }
count-bonus = Bonus ({ $coat }): +{ $points }
count-total = Total: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
verdict-win = { $who ->
    [you] You win
   *[other] { $name } wins
}, { $points } to { $other }!
verdict-tie-break = Tied at { $points ->
    [one] { $points } point
   *[other] { $points } points
}: { $who ->
    [you] you win
   *[other] { $name } wins
} with the larger domain ({ $largest } squares against { $other }).
verdict-draw = A draw: { $points ->
    [one] { $points } point
   *[other] { $points } points
} each and largest domains of { $largest } squares.

## Settings

settings-heading = Settings
settings-hint = Enter, a click or the gamepad's A changes the setting; Esc or B goes back.
settings-touch-hint = Tap a setting to change it; Back returns.
settings-name-hint = Your name is typed: Enter keeps it, Esc leaves it as it was.
settings-mods-hint = Mods turned on or off are read when the game starts again.
settings-controls = Controls…
setting-on = on
setting-off = off
setting-language = Language: { $language }
setting-language-system = the system's ({ $language })
setting-effects-volume = Sound effects: { $percent }%
setting-music-volume = Music: { $percent }%
setting-computer-level = Computer level first offered: { $level }
setting-animation-speed = Animation speed: { $speed }
speed-relaxed = relaxed
speed-normal = normal
speed-fast = fast
speed-instant = instant
setting-reduced-motion = Reduced motion: { $value }
setting-hints = First-game hints: { $value }
setting-table-size = Table size: { $percent }% of the window
setting-text-size = Text size: { $percent }%
setting-fullscreen = Full screen: { $value }
setting-online-name = Your name online: { $name }
setting-online-name-unset = not chosen
setting-mod = Mod { $folder }: { $value }
statistics = Against the computer: { $levels }. Two-player games: { $two-player }. Best score: { $best }. Longest domain: { $longest ->
    [one] { $longest } square
   *[other] { $longest } squares
}.
statistics-original = Your record — against the computers: { $won } won of { $played }. Games among people: { $people }. Best score: { $best }. Largest domain: { $largest ->
    [one] { $largest } square
   *[other] { $largest } squares
}.
statistics-level = { $level } { $won } won of { $played }

## Controls

controls-heading = Controls
controls-hint = Choose an action, then press its new key or gamepad button (a click cancels).
    The right mouse button turns the domino and the left stick moves, always.
controls-binding = { $action }: { $keys } · pad: { $buttons }
controls-reset = Reset to the defaults
controls-waiting = Press the new key or gamepad button for “{ $action }”…
controls-conflict = { $input } does more than one thing: { $actions }
action-up = Up
action-down = Down
action-left = Left
action-right = Right
action-confirm = Confirm
action-cancel = Cancel / undo
action-rotate = Turn the domino
action-switch = Map or buttons
action-pause = Pause
input-pad-south = A (south)
input-pad-east = B (east)
input-pad-west = X (west)
input-pad-north = Y (north)
input-left-shoulder = Left shoulder
input-right-shoulder = Right shoulder
input-left-trigger = Left trigger
input-right-trigger = Right trigger
input-dpad-up = D-pad up
input-dpad-down = D-pad down
input-dpad-left = D-pad left
input-dpad-right = D-pad right
input-arrow-up = Up arrow
input-arrow-down = Down arrow
input-arrow-left = Left arrow
input-arrow-right = Right arrow
input-enter = Enter
input-numpad-enter = Numpad enter
input-escape = Escape
input-space = Space
input-backspace = Backspace
input-tab = Tab
input-start = Start
input-select = Select

## Mods

mods-heading = Mods
mods-none = No mods are in use.
mods-back = Back to the title
mods-no-data-folder = no data folder on this system
mods-hint = Mods are read from { $folder } and from --mods DIR; a later mod's file wins.
    `kingdomino-duel check-mod DIR` lists every problem of a mod.
mods-folder = Folder: { $folder }
mods-replaces-nothing = Replaces nothing
mods-replaces = Replaces: { $files }
mods-more-problems = … and { $count } more

## What went wrong at start (the details after a colon are the system's, in English)

problem-data-unwritable = Your games, settings and statistics cannot be kept in { $place }: { $error }. You can play, but none of it will be there next time.
problem-unreadable-moved = { $what ->
    [identity] Your online identity file
    [online] Your online room file
    [save] Your saved game
    [settings] Your settings file
    [statistics] Your statistics file
   *[controls] Your controls file
} could not be read: { $why }. It was moved to { $file } beside it, and { $instead }. ({ $place })
problem-unreadable-stuck = { $what ->
    [identity] Your online identity file
    [online] Your online room file
    [save] Your saved game
    [settings] Your settings file
    [statistics] Your statistics file
   *[controls] Your controls file
} could not be read: { $why }. It could not be moved aside either ({ $error }); it is left as it is, and { $instead }. ({ $place })
instead-backup-offered = Continue offers the save of the turn before
instead-without-save = the game starts without it
instead-without-online-room = the title offers no online game to go back to
instead-new-identity = you play anyone under a new identity until you put the old file back (Settings, Online)
instead-default-settings = the game starts with the default settings
instead-statistics-from-zero = they start again from zero
instead-default-controls = the game starts with the default controls
problem-save-kept = Your saved game cannot be continued here: { $problem }. It is kept as { $file } beside it: rename it { $save } and { $advice }. ({ $place })
problem-save-stuck = Your saved game cannot be continued here: { $problem }; { $advice }. It could not be moved aside ({ $error }), so a new game will replace it. ({ $place })
advice-without-mods = start the game without mods to continue it
advice-with-mods = start the game with those mods to continue it
advice-other-version = continue it with the version of the game that saved it
problem-controls-restored = Some controls had no key or button and have their defaults back: { $actions }.
problem-mod-folder = The mod folder { $folder }: { $problem } (it is not used)
problem-mod-file = Mod “{ $name }”: { $problem } ({ $instead })
instead-mod-rules = the game plays the rules of “{ $name }”
instead-default-rules = the game plays its default rules
instead-own-file = the game uses its own file
problem-rules = { $problem }
problem-music = { $problem } (the game plays on without this music)
    The game plays its default rules instead.
problem-unknown-language = There is no language “{ $code }”: the game speaks English. Languages: { $languages }.

## Replays

title-replays = Replays
replays-heading = Replays
replays-explained = Every game you finish is kept here: pick one to watch it again or export it.
replays-none = No replays yet: every game you finish is kept here.
replays-row = { $date } · { $first } { $first-points } – { $second-points } { $second }
replays-row-unwatchable = { $date } · cannot be watched here
replays-detail-length = { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} · seed { $seed }
replays-detail-mods = Mods: { $mods }
replays-detail-problem = It cannot be watched here: { $problem }
replays-detail-file = File: { $file }
replays-watch = Watch
replays-export = Export
replays-back-to-list = Back to the list
replays-exported = Exported to { $place }
replays-downloaded = Downloaded as { $place }
replays-export-failed = The replay could not be exported: { $error }
replays-hint = The last { $count } finished games are kept. Esc goes back.
replays-touch-hint = The last { $count } finished games are kept.
replay-previous-turn = « Turn
replay-step-back = ‹ Step
replay-play = Play
replay-pause = Pause
replay-step-forward = Step ›
replay-next-turn = Turn »
replay-leave = Leave the replay
replay-position = Turn { $turn } of { $turns } · move { $move } of { $moves }
table-replay = Replay · { $date }
game-over-watch-again = Watch again
game-over-replays = Replays

## Play online

online-heading = Play online
online-explained = Make a room and give its code to a friend, or type a friend's code. Play anyone is rated and timed.
online-server = Server: { $server }
online-playing-as = Your name: { $name } (chosen in Settings)
online-playing-as-unset = You have no name yet: the others see “Player” (choose one in Settings)
online-typed = Room code: { $code }
online-connecting = Reaching the server…
online-waiting = Room { $code }
    Pass this code on. { $others ->
        [one] Waiting for the other player…
       *[other] Waiting for the other players…
    }
online-link = Or send this link: { $link }
online-starting = Everyone is in: the game begins.
online-failed = Not possible: { $reason }
online-hint = Type the code or paste it (Ctrl+V); Backspace takes a character back, Esc goes back.
online-waiting-hint = Copy puts the code on the clipboard; Esc or Cancel leaves the room.
online-seeking-hint = You play the closest rating among those who ask, a wider range the longer you wait; Esc or Cancel stops looking.
online-cancel = Cancel
online-copy = Copy
online-copied = Copied
online-copy-failed = Could not copy
online-make-room = Make a room
online-play-anyone = Play anyone
online-seeking = Looking for someone to play…
online-seeking-clock = Rated, { $time } a move: the computer moves for a player out of time, and three times out of time loses the game.
online-join-room = Join this room
online-watch-room = Watch this room
online-watch-waiting = Room { $code }
    Watching: the game shows once its players are in…
online-game = Game: { $value }
online-game-duel = the Duel
online-game-original = Kingdomino for { $players }
online-hints = Hints, if the other player allows them too: { $value }
online-watchers = Watchers, if everyone allows them: { $value }
online-opponent-away = { $name } lost the connection: waiting for them to come back ({ $time })
online-store-away = The server cannot save this game for now: play on, it is saved as soon as it can
online-store-back = The server saves this game again
online-opponent-long-away = { $name } is still away. Wait on (the game goes on when they come back), or let the computer play for them.
online-computer-stands-in = The computer (Expert) plays for { $name } until they come back.
original-online-long-away = { $name } is still away: when their turn comes, the computer (Expert) plays for them until they come back.
original-online-clock = Time left for { $name }'s move: { $time }
game-over-rematch-everyone = Play again with the same players
game-over-rematch-everyone-waiting = Waiting for everyone to play again…
original-online-computer = Computer ({ $level })
online-let-computer-play = Let the computer play for { $name }
online-clock = Time for each move: { $value }
online-clock-none = no limit
online-clock-minutes = { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}
online-clock-seconds = { $seconds } seconds
online-clock-day = 24 hours (a game over days)
online-time-ran-out = { $name }'s time for this move ran out: the computer (Expert) made it for them.
online-time-ran-out-yours = Your time for this move ran out: the computer (Expert) made it for you.
online-computer-played-for-you = While you were away, the computer (Expert) made { $count ->
    [one] one move
   *[other] { $count } moves
} for you. Your seat is yours again.
why-points-gained = +{ $points } { $points ->
    [one] point
   *[other] points
}
why-points-lost = −{ $points } { $points ->
    [one] point
   *[other] points
}
why-line-near-power = { $squares ->
    [0] your { $coat } line gains its power ({ $power })
    [one] your { $coat } line is one square from its power
   *[other] your { $coat } line is { $squares } squares from its power
}
why-crosses = { $crosses ->
    [one] a { $coat } die with a cross
   *[other] a { $coat } die with { $crosses } crosses
}
why-joker = a joker: its coat is yours to choose where it goes
why-keeps-powers = nothing fits without a power: keep yours for a better turn
why-win-share = won { $percent }% of the Expert's imagined games
why-only-move = the only move here
action-hint = Hint
hint-button = Hint
hint-thinking = The Expert is thinking about your move…
hint-expert = Hint: { $move } — { $why }
hint-move-take-die = take die { $die }
hint-move-take-two-dice = take dice { $first } and { $second } at once
hint-move-castle-bonus = castle bonus on your { $die }
hint-move-turn-die = turn your { $die } to { $face }
hint-move-draw = draw your domino where it stands now
hint-move-joker-coat = give your joker the coat { $coat }
hint-move-pass = pass
hint-move-bonus-coat = choose { $coat }
hint-move-extra-cross = put the cross where the cursor stands
hints-used = { $name }: { $count ->
    [one] one hint asked
   *[other] { $count } hints asked
}
story-heading = How the game went
story-scores = Points at the end of each turn
story-spellbook = Spellbook squares
story-turn = turn { $turn }
story-swings = Where the lead moved most:
story-swing = Turn { $turn }: { $name } +{ $points }
story-scores-by-line = Points at the end of each line
story-line = line { $turn }
story-swing-line = Line { $turn }: { $name } +{ $points }
replays-watch-from = From turn { $turn } (a { $points }-point swing)

# What a screen reader says of the table's pictures: a die, a face, a map's square.
a11y-face = { $coat }, { $crosses ->
    [0] no cross
    [one] one cross
   *[other] { $crosses } crosses
}
a11y-joker = joker, its coat chosen where it is drawn
a11y-die = Die { $number }: { $face }
a11y-die-taken = Die { $number }: { $face }, taken by { $name }
a11y-map = Map of { $name }
a11y-square = Row { $row }, column { $column }: { $content }
a11y-square-spot = Row { $row }, column { $column }: { $content }; the domino may go here
a11y-square-empty = empty
a11y-castle = castle
a11y-kingdom-held = { $square }. Your domino is held here: { $domino }, its second square { $direction ->
    [north] above
    [south] below
    [west] to the left
   *[east] to the right
}

## The original Kingdomino's table
original-player = Player { $number }
original-first-claims = The kings choose their first dominoes
original-round = Line { $round } of { $rounds }
original-game-over = The game is over
original-to-claim = { $name } { $who ->
    [you] choose
   *[other] chooses
} a domino
original-to-place = { $name } { $who ->
    [you] add
   *[other] adds
} a domino
original-next-line = Next line
original-count = { $player }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
original-winner = { $name } { $who ->
    [you] win
   *[other] wins
}
original-shared-win = { $names } share the win
original-count-middle = Middle Kingdom: +{ $points }
original-count-harmony = Harmony: +{ $points }
original-count-tie-numbers = Largest domain { $squares } · crowns { $crowns }
original-count-by-domain = Equal totals: the largest domain decides.
original-count-by-crowns = Equal totals and largest domains: the crowns decide.
original-count-all-equal = Equal totals, largest domains and crowns: the win is shared.
original-discarded = Dominoes discarded ({ $count }): { $numbers }
original-claim = Domino { $number }: { $first }, { $second }
original-square = { $crowns ->
    [0] { $terrain }
    [one] { $terrain } with a crown
   *[other] { $terrain } with { $crowns } crowns
}
terrain-w = wheat field
terrain-f = forest
terrain-l = lake
terrain-g = grassland
terrain-s = swamp
terrain-m = mine
original-claim-help = Choose a domino of the next line for your king.
original-turn = Turn
original-take-back = Take back
original-take-back-help = { $then } Take back (or Backspace) returns the domino you just added to your hand.
original-discard = Discard
original-fits-nowhere = Your domino fits nowhere in your kingdom: it is discarded.
original-place-help = It fits here: click, tap or press Enter to add it; R or Turn turns it.
original-refused-taken = It cannot go here: a square is already taken.
original-refused-past-the-side = It cannot go here: your kingdom would be more than { $side } squares across or down.
original-refused-unjoined = It cannot go here: one of its squares must touch your castle or its own terrain.
original-taken-back = Taken back: the move is yours to make again.
original-pause = Pause
pause-leave = Leave the game
title-original-game = The original Kingdomino (2 to 4 players)…
original-setup-heading = The original Kingdomino
original-setup-explained = Two to four kingdoms, each player adding dominoes to their own: people on this screen, the computer, or players online. Choose who plays each one.
original-setup-hint = Choose a line to change it; Esc goes back.
original-setup-start = Start
original-setup-players = Players: { $count }
original-setup-person = { $player }: a person
original-setup-computer = { $player }: computer ({ $level })
original-setup-online = { $player }: a player online
original-setup-make-room = Make a room online for { $count }
original-setup-one-person-here = A room needs one person here ({ $persons ->
    [0] none is set
    [one] { $persons } is set
   *[other] { $persons } are set
}): each other person plays online from their own screen
original-setup-mighty-duel = Mighty Duel (7 by 7, every domino): { $value }
original-setup-middle = Middle Kingdom (+10 for a castle in the middle): { $value }
original-setup-harmony = Harmony (+5 for a kingdom with no gap): { $value }
original-setup-dynasty = Dynasty (three games, scores summed): { $value }
original-dynasty-game = Dynasty, game { $game } of { $games }
game-over-next-game = Next game of the Dynasty ({ $game } of { $games })
game-over-next-game-waiting = Waiting for everyone to start game { $game } of { $games }…
dynasty-winner = { $name } { $who ->
    [you] win
   *[other] wins
} the Dynasty with { $points } points in all
dynasty-shared-win = { $names } share the Dynasty with { $points } points each
dynasty-leader = After game { $game } of { $games }, { $name } { $who ->
    [you] lead
   *[other] leads
} the Dynasty with { $points } points
dynasty-shared-lead = After game { $game } of { $games }, { $names } lead the Dynasty with { $points } points each
dynasty-by-games-won = Equal sums: more games won decides.
dynasty-game = Game { $number }
dynasty-in-all = In all
original-replay-at = Replay · move { $move } of { $moves }
replay-previous-line = « Line
replay-next-line = Line »
replays-original = The original Kingdomino
replays-original-score = { $player } { $points }
replays-detail-original-length = { $lines ->
    [one] { $lines } line
   *[other] { $lines } lines
} · { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} · seed { $seed }
replays-detail-variants = Variants: { $variants }
replays-variant-mighty-duel = Mighty Duel
replays-variant-middle = Middle Kingdom
replays-variant-harmony = Harmony
original-hint-claim = The Expert would take domino { $number }: it has the focus.
original-hint-place = The Expert would add your domino where it is held now: Enter puts it down.
original-hint-discard = The Expert agrees: your domino fits nowhere, discard it.
original-hint-why = It won { $share }% of the games it imagined from there.
rating-change = Your rating: { GROUPED($before, separator: ",") } → { GROUPED($after, separator: ",") } ({ $change }){ $provisional ->
    [yes] , provisional until 10 rated games
   *[no] {""}
}
rating-not-counted = Not rated: some of you have already met { $meetings } times in rated games today
online-leaderboard = Leaderboard
leaderboard-heading = Leaderboard
leaderboard-of = { $game } on { $server }
leaderboard-duel = Kingdomino Duel
leaderboard-original = Kingdomino
leaderboard-game = Game: { $game }
leaderboard-asking = Asking the server…
leaderboard-failed = The leaderboard could not be read: { $reason }
leaderboard-empty = Nobody is ranked yet: a player is ranked after { $games } rated games of Play anyone.
leaderboard-rank = Rank
leaderboard-player = Player
leaderboard-rating = Rating
leaderboard-games = Games
leaderboard-you = You:
leaderboard-unrated = You have no rating in this game yet: Play anyone to get one.
identity-playing-as = You play rated games as { $player }.
identity-none = You get your identity (a name with a tag) the first time you Play anyone.
identity-copy = Copy your identity
identity-paste = Paste an identity
identity-copied = Your identity is on the clipboard: keep it private, it is you.
identity-not-copied = Your identity could not be copied: { $reason }
identity-pasted = You are { $player } on this machine now.
identity-refused = That is not an identity you can use ({ $reason }): yours is kept.
online-seeking-near = Looking for a player near { GROUPED($rating, separator: ",") }{ $widening ->
    [yes] , widening to ±{ $within }…
   *[no] …
}
leaderboard-rating-value = { GROUPED($rating, separator: ",") }{ $provisional ->
    [yes] ?
   *[no] {""}
}
