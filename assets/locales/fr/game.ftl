# Kingdomino Duel : tous les textes du jeu, en français (les termes sont ceux de la règle :
# blason, croix, grimoire, domaine, château). Voir locales/en/game.ftl pour $name et $who.

language-name = Français

## Menus

menu-settings = Réglages
menu-quit = Quitter
menu-back = Retour
seed-heading = Jouer une graine
seed-explained = La fin de chaque partie montre sa graine : la même graine lance les mêmes dés, ou distribue les mêmes dominos.
seed-play-original = Le Kingdomino d’origine ({ $players } joueurs, comme la dernière fois)
seed-typed = Graine : { $digits }
seed-hint = Tapez les chiffres ; Retour arrière en efface un, Échap pour revenir.
title-play-computer = Jouer contre l'ordinateur : { $level }
title-two-players = Deux joueurs (même écran)
title-play-seed = Jouer une graine…
title-play-online = Jouer en ligne…
title-online-asking = Partie en ligne, salle { $code }
title-online-unanswered = Partie en ligne, salle { $code } (son serveur ne répond pas)
title-online-waiting = Salle { $code } : en attente de tous les joueurs
title-online-your-move = En ligne contre { $name }{ $room } : à vous de jouer
title-online-your-move-clock = En ligne contre { $name }{ $room } : à vous de jouer (encore { $left })
title-online-their-move = En ligne contre { $name }{ $room } : à { $acting } de jouer
title-online-over = En ligne contre { $name }{ $room } : terminée, { $mine } à { $theirs }
title-online-gone = Salle { $code } : le serveur ne la garde plus
title-online-original = Kingdomino à { $players } · { $line }
title-mods = { $count ->
    [0] Mods
    [one] Mods ({ $count } utilisé)
   *[other] Mods ({ $count } utilisés)
}
title-continue-computer = Continuer (contre l'ordinateur : { $level }, tour { $turn }, { $first } à { $second })
title-continue-two-players = Continuer (deux joueurs, tour { $turn }, { $first } à { $second })
title-continue-original = Continuer le Kingdomino d’origine ({ $players } joueurs, rangée { $round } sur { $rounds })
title-continue-dynasty = Continuer la Dynastie ({ $players } joueurs, partie { $game } sur { $games }, rangée { $round } sur { $rounds })
title-more-problems = … et { $count } { $count ->
    [one] autre problème
   *[other] autres problèmes
} (voir Mods).
title-controls-hint = Souris, clavier (flèches, Entrée) ou manette (croix, A).
title-touch-hint = Touchez un bouton pour le choisir.

level-random = Hasard
level-easy = Facile
level-normal = Normal
level-expert = Expert

## Seats

seat-you = Vous
seat-computer = L'ordinateur
seat-computer-numbered = Ordinateur { $number } ({ $level })
seat-player = Joueur { $number }
seat-remote = Adversaire

## The table

table-turn = Tour { $turn }
    { $opponent }
table-opponent-computer = Ordinateur : { $level }
table-computers-play = Les ordinateurs jouent
table-two-players = Deux joueurs
table-online = En ligne contre { $name }
table-watching-online = Vous regardez { $first } contre { $second }
table-watched = { $line }
    { $count ->
        [one] 1 spectateur
       *[other] { $count } spectateurs
    }
table-online-clock-yours = En ligne contre { $name }
    À vous : encore { $time }
table-online-clock-theirs = En ligne contre { $name }
    À l'adversaire : encore { $time }
table-controls-hint = Clic ou Entrée : valider · R ou clic droit : tourner · Tab : carte ou boutons · Retour arrière : annuler · Échap : pause
table-touch-hint = Touchez un dé pour le prendre · une case pour viser, encore pour dessiner · Tourner le domino le tourne · Annuler le reprend
table-watching-hint = Vous regardez : rien à jouer ici · Échap : pause
score-line = { $name } ({ $role }) · { $points ->
    [one] { $points } point
   *[other] { $points } points
}
status-castle-bonus = bonus du château prêt
status-powers-kept = { $count ->
    [one] { $count } pouvoir gardé
   *[other] { $count } pouvoirs gardés
}
status-domain-bonus = +3 par domaine { $coat }
spellbook-heading = Grimoire
spellbook-rows = en haut : { $upper } · en bas : { $lower }
spell-open = libre
spell-kept = { $who ->
    [you] à vous
    [computer] à l'ordinateur
   *[other] à { $name }
}
spell-used = { $who ->
    [you] utilisé par vous
    [computer] utilisé par l'ordinateur
   *[other] utilisé par { $name }
}
spell-bonus-coat = { $who ->
    [you] vous
    [computer] l'ordinateur
   *[other] { $name }
} : { $coat }
banner-power-gained = { $who ->
    [you] Vous gagnez
   *[other] { $name } gagne
} un pouvoir :
    { $power }

coat-d = Point
coat-dd = Double point
coat-s = Bande
coat-ss = Double bande
coat-q = Quartiers
coat-b = Tout noir

power-ignore-connection = Dessiner sans relier
power-separate-dice = Séparer vos deux dés
power-take-two-dice = En A, deux dés d'un coup
power-turn-die = Tourner un dé à volonté
power-domain-bonus = +3 par domaine d'un blason
power-extra-cross = Une croix de plus

## What to do now

prompt-roll = Tour { $turn } : les dés roulent. { $who ->
    [you] Vous êtes
   *[other] { $name } est
} le joueur A.
waiting-draft = { $name } { $who ->
    [you] choisissez
   *[other] choisit
} un dé…
waiting-draw = { $name } { $who ->
    [you] dessinez
   *[other] dessine
}…
waiting-power = { $name } { $who ->
    [you] appliquez
   *[other] applique
} un nouveau pouvoir…
prompt-draft-one = { $name } : prenez un dé (le dernier sera aussi pour vous).
prompt-draft-two = { $name } : prenez deux dés : voici le premier.
prompt-draft-last = { $name } : prenez votre second dé.
prompt-draft-first-of-two = { $name } : choisissez le premier de vos deux dés.
prompt-draft-second-of-two = { $name } : choisissez le second de vos deux dés.
prompt-held = { $name } : dessiné ici. Annuler le reprend ; Entrée ou un clic le garde tout de suite.
prompt-held-for = { $name } : dessiné ici pour { $gain } { $points ->
    [one] point
   *[other] points
}. Annuler le reprend ; Entrée ou un clic le garde tout de suite.
prompt-fits-nowhere-without-power = { $name } : votre domino ne tient nulle part sans pouvoir. Passez, ou activez-en un.
prompt-fits-nowhere = { $name } : votre domino ne tient nulle part sur votre carte, vous passez.
prompt-first-square = { $name } : cliquez la case de votre premier dé.
prompt-refused = { $name } : { $reason }.
prompt-draw-here = { $name } : dessinez ici pour { $gain } { $points ->
    [one] point
   *[other] points
}. Clic ou Entrée ; R ou clic droit pour tourner.
prompt-draw-here-touch = { $name } : dessinez ici pour { $gain } { $points ->
    [one] point
   *[other] points
}. Touchez-le encore pour dessiner ; le bouton Tourner le domino le tourne.
prompt-move-domino = { $name } : placez votre domino sur votre carte.
prompt-joker-one-coat = { $name } : votre joker sur la { $square } ne peut prendre que ce blason : tout autre laisserait le domino non relié.
prompt-joker-coat = { $name } : choisissez le blason de votre joker sur la { $square } (chaque bouton indique les points qu'il ajoute).
prompt-spellbook-fills = Le grimoire se remplit…
prompt-domain-bonus = { $name } : choisissez un blason : chacun de ses domaines rapporte 3 points de plus à la fin (chaque bouton indique les points qu'il ajoute maintenant).
prompt-extra-cross = { $name } : choisissez une case dessinée de votre carte pour une croix de plus.
notice-not-saved = Cette partie n'est pas enregistrée.
notice-refused = Impossible : { $reason }.
notice-taken-back = Repris : préparez à nouveau votre domino.

choice-die = Dé { $number }
choice-undo = Annuler
choice-pass = Passer : le domino ne tient nulle part
choice-castle-cross = +1 croix : { $die }
choice-coat-gain = { $coat } { $gain }
switch-take-two-dice = Deux dés d'un coup
switch-turn-die = Tourner le { $die }
switch-ignore-connection = Sans relier
switch-separate-dice = Séparer

die-left = dé gauche
die-right = dé droit
die-upper = dé haut
die-lower = dé bas
die-first = premier dé
die-second = second dé
square-left = case de gauche
square-right = case de droite
square-upper = case du haut
square-lower = case du bas
square-first = première case
square-second = seconde case

refusal-game-over = la partie est finie
refusal-not-your-turn = ce n'est pas le tour de ce joueur
refusal-not-now = ce n'est pas possible à ce moment du tour
refusal-no-such-die = ce dé n'existe pas
refusal-die-taken = ce dé est déjà pris
refusal-same-die-twice = il faut deux dés différents
refusal-dice-out-of-order = nommez d'abord le dé au plus petit numéro
refusal-no-such-slot = le domino n'a que deux dés
refusal-no-such-face = le dé n'a pas cette face
refusal-same-face = le dé montre déjà cette face
refusal-look-named-earlier = une face précédente du dé montre la même chose : nommez celle-là
refusal-unknown-coat = ce blason n'existe pas
refusal-castle-bonus-used = le bonus du château a déjà servi
refusal-power-unavailable = le pouvoir « { $power } » n'est pas disponible
refusal-off-map = cette case n'est pas sur la carte
refusal-off-map-domino = le domino doit rester sur la carte
refusal-castle-square = le château est là
refusal-square-not-empty = cette case est déjà dessinée
refusal-square-not-drawn = cette case n'a pas de blason
refusal-joker-not-connected = avec ce blason, la case du joker ne serait pas reliée
refusal-not-touching = les deux cases doivent se toucher
refusal-not-connected = ni château ni blason identique à côté (les diagonales ne comptent pas)
refusal-separate-not-connected = le dé { $die } ne touche ni le château ni un blason identique
refusal-power-not-needed = ce placement est permis sans le pouvoir « { $power } »
refusal-must-draw = un placement est possible : le domino doit être dessiné
refusal-domino-taken = ce domino est déjà réservé
refusal-domino-does-not-fit = le domino ne peut pas aller là
refusal-domino-must-go = le domino tient quelque part : il doit être ajouté
refusal-must-use-kept-power = un pouvoir gardé permet de placer le domino : avec ces règles, il faut le dessiner
refusal-nothing-to-draw = le domino ne tient nulle part : le bonus du château serait perdu

## First-game hints

hint-line = Conseil : { $tip }
hint-draft-order = le joueur A prend un dé, B en prend deux des trois restants, A garde le dernier. A change à chaque tour.
hint-connection = un domino doit toucher votre château ou une case du même blason ; les diagonales ne comptent pas.
hint-castle-bonus = une fois par partie, le bonus du château ajoute une croix à l'un de vos dés (ce dé ne remplit pas le grimoire).
hint-power-ignore-connection = votre nouveau pouvoir place un domino n'importe où : activez « Sans relier » au besoin.
hint-power-separate-dice = votre nouveau pouvoir sépare vos deux dés une fois : activez « Séparer », puis placez-les.
hint-power-take-two-dice = votre nouveau pouvoir : une fois, en joueur A, prenez deux dés d'un coup ; l'adversaire a les deux autres.
hint-power-turn-die = votre nouveau pouvoir : une fois, tournez un de vos dés sur la face de votre choix avant de dessiner.
hint-power-domain-bonus = chaque domaine du blason choisi rapporte 3 points de plus à la fin, avec ou sans croix.
hint-power-extra-cross = choisissez une case dessinée pour une croix de plus : tout son domaine rapporte davantage.
hint-count = chaque domaine vaut ses cases × ses croix ; sans croix, rien. En cas d'égalité, le plus grand domaine gagne.

## Pause

pause-heading = Pause
pause-saved-note = La partie est enregistrée après chaque coup : Continuer, sur l’écran titre, la reprend.
pause-unkept-note = Une partie que les ordinateurs jouent seuls, ou une rediffusion, n’est pas gardée.
pause-hint = Échap ou Start pour reprendre.
pause-touch-hint = Reprendre ramène à la partie.
pause-resume = Reprendre
pause-save-and-leave = Enregistrer et revenir au titre

## Game over

game-over-heading = Fin de la partie
game-over-map-full = { $who ->
    [you] Votre carte est pleine.
    [computer] La carte de l'ordinateur est pleine.
   *[other] La carte de { $name } est pleine.
}
game-over-both-full = Les deux cartes sont pleines.
game-over-no-room = Aucun domino ne tient plus sur aucune carte.
game-over-nobody-drew = Personne n'a dessiné de domino ce tour-ci.
game-over-seed = Graine { $seed }
game-over-play-again = Rejouer
game-over-rematch = Rejouer contre { $name }
game-over-rematch-accept = { $name } veut rejouer : jouer
game-over-rematch-waiting = En attente de { $name } pour rejouer…
game-over-same-dice = Mêmes dés
game-over-same-dominoes = Mêmes dominos
game-over-title = Titre
game-over-skip-count = Passer le décompte
count-domain = { CAPITAL($coat) } : { $squares ->
    [one] { $squares } case
   *[other] { $squares } cases
} × { $crosses ->
    [one] { $crosses } croix
   *[other] { $crosses } croix
} = { $points }
count-bonus = Bonus ({ $coat }) : +{ $points }
count-total = Total : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
verdict-win = { $who ->
    [you] Vous gagnez
    [computer] L'ordinateur gagne
   *[other] { $name } gagne
}, { $points } à { $other } !
verdict-tie-break = Égalité à { $points ->
    [one] { $points } point
   *[other] { $points } points
} : { $who ->
    [you] vous gagnez
    [computer] l'ordinateur gagne
   *[other] { $name } gagne
} avec le plus grand domaine ({ $largest } cases contre { $other }).
verdict-draw = Match nul : { $points ->
    [one] { $points } point
   *[other] { $points } points
} chacun et des plus grands domaines de { $largest } cases.

## Settings

settings-heading = Réglages
settings-hint = Entrée, un clic ou le A de la manette change le réglage ; Échap ou B pour revenir.
settings-touch-hint = Touchez un réglage pour le changer ; Retour pour revenir.
settings-name-hint = Votre nom se tape : Entrée le garde, Échap le laisse tel quel.
settings-mods-hint = Les mods activés ou désactivés sont lus au prochain lancement du jeu.
settings-controls = Commandes…
setting-on = oui
setting-off = non
setting-language = Langue : { $language }
setting-language-system = celle du système ({ $language })
setting-effects-volume = Effets sonores : { $percent } %
setting-music-volume = Musique : { $percent } %
setting-computer-level = Niveau de l'ordinateur proposé d'abord : { $level }
setting-animation-speed = Vitesse des animations : { $speed }
speed-relaxed = posée
speed-normal = normale
speed-fast = rapide
speed-instant = instantanée
setting-reduced-motion = Mouvements réduits : { $value }
setting-hints = Conseils des premières parties : { $value }
setting-table-size = Taille de la table : { $percent } % de la fenêtre
setting-text-size = Taille du texte : { $percent } %
setting-fullscreen = Plein écran : { $value }
setting-online-name = Votre nom en ligne : { $name }
setting-online-name-unset = pas encore choisi
setting-mod = Mod { $folder } : { $value }
statistics = Contre l'ordinateur : { $levels }. Parties à deux : { $two-player }. Meilleur score : { $best }. Plus grand domaine : { $longest ->
    [one] { $longest } case
   *[other] { $longest } cases
}.
statistics-original = Votre bilan — contre les ordinateurs : { $won } { $won ->
    [one] gagnée
   *[other] gagnées
} sur { $played }. Parties entre personnes : { $people }. Meilleur score : { $best }. Plus grand domaine : { $largest ->
    [one] { $largest } case
   *[other] { $largest } cases
}.
statistics-level = { $level } { $won } { $won ->
    [one] gagnée
   *[other] gagnées
} sur { $played }

## Controls

controls-heading = Commandes
controls-hint = Choisissez une action, puis appuyez sur sa nouvelle touche ou son bouton de manette (un clic annule).
    Le bouton droit de la souris tourne toujours le domino et le stick gauche déplace toujours.
controls-binding = { $action } : { $keys } · manette : { $buttons }
controls-reset = Revenir aux commandes d'origine
controls-waiting = Appuyez sur la nouvelle touche ou le bouton de manette pour « { $action } »…
controls-conflict = { $input } fait plusieurs choses : { $actions }
action-up = Haut
action-down = Bas
action-left = Gauche
action-right = Droite
action-confirm = Valider
action-cancel = Annuler / reprendre
action-rotate = Tourner le domino
action-switch = Carte ou boutons
action-pause = Pause
input-pad-south = A (bas)
input-pad-east = B (droite)
input-pad-west = X (gauche)
input-pad-north = Y (haut)
input-left-shoulder = Bouton L
input-right-shoulder = Bouton R
input-left-trigger = Gâchette gauche
input-right-trigger = Gâchette droite
input-dpad-up = Croix haut
input-dpad-down = Croix bas
input-dpad-left = Croix gauche
input-dpad-right = Croix droite
input-arrow-up = Flèche haut
input-arrow-down = Flèche bas
input-arrow-left = Flèche gauche
input-arrow-right = Flèche droite
input-enter = Entrée
input-numpad-enter = Entrée du pavé
input-escape = Échap
input-space = Espace
input-backspace = Retour arrière
input-tab = Tab
input-start = Start
input-select = Select

## Mods

mods-heading = Mods
mods-none = Aucun mod n'est utilisé.
mods-back = Retour au titre
mods-no-data-folder = pas de dossier de données sur ce système
mods-hint = Les mods sont lus dans { $folder } et avec --mods DOSSIER ; le fichier d'un mod suivant l'emporte.
    `kingdomino-duel check-mod DOSSIER` liste tous les problèmes d'un mod.
mods-folder = Dossier : { $folder }
mods-replaces-nothing = Ne remplace rien
mods-replaces = Remplace : { $files }
mods-more-problems = … et { $count } de plus

## What went wrong at start

problem-data-unwritable = Vos parties, réglages et statistiques ne peuvent pas être gardés dans { $place } : { $error }. Vous pouvez jouer, mais rien n'en restera la prochaine fois.
problem-unreadable-moved = { $what ->
    [identity] Votre fichier d'identité en ligne n'a pas pu être lu
    [online] Votre fichier de salle en ligne n'a pas pu être lu
    [save] Votre partie enregistrée n'a pas pu être lue
    [settings] Votre fichier de réglages n'a pas pu être lu
    [statistics] Votre fichier de statistiques n'a pas pu être lu
   *[controls] Votre fichier de commandes n'a pas pu être lu
} : { $why }. Il a été déplacé vers { $file } à côté, et { $instead }. ({ $place })
problem-unreadable-stuck = { $what ->
    [identity] Votre fichier d'identité en ligne n'a pas pu être lu
    [online] Votre fichier de salle en ligne n'a pas pu être lu
    [save] Votre partie enregistrée n'a pas pu être lue
    [settings] Votre fichier de réglages n'a pas pu être lu
    [statistics] Votre fichier de statistiques n'a pas pu être lu
   *[controls] Votre fichier de commandes n'a pas pu être lu
} : { $why }. Il n'a pas pu être mis de côté non plus ({ $error }) ; il reste tel quel, et { $instead }. ({ $place })
instead-backup-offered = Continuer propose la sauvegarde du tour précédent
instead-without-save = le jeu démarre sans elle
instead-without-online-room = l’écran titre ne propose pas de revenir à une partie en ligne
instead-new-identity = vous jouez contre n'importe qui sous une nouvelle identité jusqu'à ce que vous remettiez l'ancien fichier (Réglages, En ligne)
instead-default-settings = le jeu démarre avec les réglages par défaut
instead-statistics-from-zero = elles repartent de zéro
instead-default-controls = le jeu démarre avec les commandes d'origine
problem-save-kept = Votre partie enregistrée ne peut pas être continuée ici : { $problem }. Elle est gardée sous le nom { $file } à côté : renommez-la { $save } et { $advice }. ({ $place })
problem-save-stuck = Votre partie enregistrée ne peut pas être continuée ici : { $problem } ; { $advice }. Elle n'a pas pu être mise de côté ({ $error }), une nouvelle partie la remplacera donc. ({ $place })
advice-without-mods = lancez le jeu sans mods pour la continuer
advice-with-mods = lancez le jeu avec ces mods pour la continuer
advice-other-version = continuez-la avec la version du jeu qui l'a enregistrée
problem-controls-restored = Des commandes n'avaient ni touche ni bouton et ont retrouvé celles d'origine : { $actions }.
problem-mod-folder = Le dossier de mod { $folder } : { $problem } (il n'est pas utilisé)
problem-mod-file = Mod « { $name } » : { $problem } ({ $instead })
instead-mod-rules = le jeu suit les règles de « { $name } »
instead-default-rules = le jeu suit ses règles par défaut
instead-own-file = le jeu utilise son propre fichier
problem-rules = { $problem }
problem-music = { $problem } (le jeu continue sans cette musique)
    Le jeu suit ses règles par défaut à la place.
problem-unknown-language = Il n'y a pas de langue « { $code } » : le jeu parle anglais. Langues : { $languages }.

## Replays

title-replays = Revoir une partie
replays-heading = Parties enregistrées
replays-explained = Chaque partie terminée est gardée ici : choisissez-en une pour la revoir ou l’exporter.
replays-none = Aucune partie enregistrée : chaque partie terminée sera gardée ici.
replays-row = { $date } · { $first } { $first-points } – { $second-points } { $second }
replays-row-unwatchable = { $date } · impossible à revoir ici
replays-detail-length = { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
} · { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} · graine { $seed }
replays-detail-mods = Mods : { $mods }
replays-detail-problem = Impossible de la revoir ici : { $problem }
replays-detail-file = Fichier : { $file }
replays-watch = Revoir
replays-export = Exporter
replays-back-to-list = Retour à la liste
replays-exported = Exportée vers { $place }
replays-downloaded = Téléchargée sous le nom { $place }
replays-export-failed = La partie n’a pas pu être exportée : { $error }
replays-hint = Les { $count } dernières parties terminées sont gardées. Échap pour revenir.
replays-touch-hint = Les { $count } dernières parties terminées sont gardées.
replay-previous-turn = « Tour
replay-step-back = ‹ Coup
replay-play = Lecture
replay-pause = Pause
replay-step-forward = Coup ›
replay-next-turn = Tour »
replay-leave = Arrêter de regarder
replay-position = Tour { $turn } sur { $turns } · coup { $move } sur { $moves }
table-replay = Partie du { $date }
game-over-watch-again = Revoir
game-over-replays = Parties enregistrées

## Play online

online-heading = Jouer en ligne
online-explained = Créez une salle et donnez son code à un ami, ou tapez celui d’un ami. Jouer contre n’importe qui est classé et chronométré.
online-server = Serveur : { $server }
online-playing-as = Votre nom : { $name } (à choisir dans les Réglages)
online-playing-as-unset = Vous n'avez pas encore de nom : les autres voient « Player » (choisissez-en un dans les Réglages)
online-typed = Code de la salle : { $code }
online-connecting = Connexion au serveur…
online-waiting = Salle { $code }
    Donnez ce code. { $others ->
        [one] En attente de l’autre joueur…
       *[other] En attente des autres joueurs…
    }
online-link = Ou envoyez ce lien : { $link }
online-starting = Tout le monde est là : la partie commence.
online-failed = Impossible : { $reason }
online-hint = Tapez le code ou collez-le (Ctrl+V) ; Retour arrière efface un caractère, Échap revient.
online-waiting-hint = Copier met le code dans le presse-papiers ; Échap ou Annuler quitte la salle.
online-seeking-hint = Vous jouerez contre la cote la plus proche parmi ceux qui le demandent, avec plus de marge à mesure que vous attendez ; Échap ou Annuler arrête la recherche.
online-cancel = Annuler
online-copy = Copier
online-copied = Copié
online-copy-failed = Copie impossible
online-make-room = Créer une salle
online-play-anyone = Jouer contre n'importe qui
online-seeking = Recherche d'un adversaire…
online-seeking-clock = Classée, { $time } par coup : l’ordinateur joue pour qui manque de temps, et en manquer trois fois perd la partie.
online-join-room = Rejoindre cette salle
online-watch-room = Regarder cette salle
online-watch-waiting = Salle { $code }
    En spectateur : la partie s’affiche quand ses joueurs sont là…
online-game = Jeu : { $value }
online-game-duel = le Duel
online-game-original = Kingdomino à { $players }
online-hints = Conseils, si l'autre joueur les accepte aussi : { $value }
online-watchers = Spectateurs, si tous les acceptent : { $value }
online-opponent-away = { $name } a perdu la connexion : on attend son retour ({ $time })
online-store-away = Le serveur ne peut pas enregistrer cette partie pour l'instant : continuez, elle sera enregistrée dès que possible
online-store-back = Le serveur enregistre de nouveau cette partie
online-opponent-long-away = { $name } est toujours absent. Attendez (la partie reprend à son retour) ou laissez l'ordinateur jouer à sa place.
online-computer-stands-in = L'ordinateur (Expert) joue pour { $name } jusqu'à son retour.
original-online-long-away = { $name } n'est toujours pas là : à son tour, l'ordinateur (Expert) joue à sa place jusqu'à son retour.
original-online-clock = Temps restant pour le coup de { $name } : { $time }
game-over-rematch-everyone = Rejouer avec les mêmes joueurs
game-over-rematch-everyone-waiting = En attente de tous les joueurs pour rejouer…
original-online-computer = Ordinateur ({ $level })
online-let-computer-play = Laisser l'ordinateur jouer pour { $name }
online-clock = Temps pour chaque coup : { $value }
online-clock-none = sans limite
online-clock-minutes = { $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
}
online-clock-seconds = { $seconds } secondes
online-clock-day = 24 heures (une partie sur plusieurs jours)
online-time-ran-out = Le temps de { $name } pour ce coup est écoulé : l'ordinateur (Expert) l'a joué à sa place.
online-time-ran-out-yours = Votre temps pour ce coup est écoulé : l'ordinateur (Expert) l'a joué à votre place.
online-computer-played-for-you = Pendant votre absence, l'ordinateur (Expert) a joué { $count ->
    [one] un coup
   *[other] { $count } coups
} pour vous. Vous reprenez votre place.
why-points-gained = +{ $points } { $points ->
    [one] point
   *[other] points
}
why-points-lost = −{ $points } { $points ->
    [one] point
   *[other] points
}
why-line-near-power = { $squares ->
    [0] votre ligne { $coat } vous donne son pouvoir ({ $power })
    [one] votre ligne { $coat } est à une case de son pouvoir
   *[other] votre ligne { $coat } est à { $squares } cases de son pouvoir
}
why-crosses = { $crosses ->
    [one] un dé { $coat } avec une croix
   *[other] un dé { $coat } avec { $crosses } croix
}
why-joker = un joker : vous choisirez son blason là où vous le dessinerez
why-keeps-powers = rien ne rentre sans pouvoir : gardez les vôtres pour un meilleur tour
why-win-share = a gagné { $percent } % des parties imaginées par l'Expert
why-only-move = le seul coup possible ici
action-hint = Conseil
hint-button = Conseil
hint-thinking = L'Expert réfléchit à votre coup…
hint-expert = Conseil : { $move } — { $why }
hint-move-take-die = prenez le dé { $die }
hint-move-take-two-dice = prenez les dés { $first } et { $second } d'un coup
hint-move-castle-bonus = bonus du château sur ce dé : { $die }
hint-move-turn-die = tournez ce dé en { $face } : { $die }
hint-move-draw = dessinez votre domino là où il est
hint-move-joker-coat = donnez à votre joker le blason { $coat }
hint-move-pass = passez
hint-move-bonus-coat = choisissez { $coat }
hint-move-extra-cross = mettez la croix là où est le curseur
hints-used = { $name } : { $count ->
    [one] un conseil demandé
   *[other] { $count } conseils demandés
}
story-heading = Le fil de la partie
story-scores = Points à la fin de chaque tour
story-spellbook = Cases du grimoire
story-turn = tour { $turn }
story-swings = Là où l'avance a le plus bougé :
story-swing = Tour { $turn } : { $name } +{ $points }
story-scores-by-line = Points à la fin de chaque rangée
story-line = rangée { $turn }
story-swing-line = Rangée { $turn } : { $name } +{ $points }
replays-watch-from = Dès le tour { $turn } (écart de { $points } pts)

# Ce qu'un lecteur d'écran dit des images de la table : un dé, une face, une case de carte.
a11y-face = { $coat }, { $crosses ->
    [0] sans croix
    [one] une croix
   *[other] { $crosses } croix
}
a11y-joker = joker, son blason se choisit là où il est dessiné
a11y-die = Dé { $number } : { $face }
a11y-die-taken = Dé { $number } : { $face }, pris par { $name }
a11y-map = Carte de { $name }
a11y-square = Ligne { $row }, colonne { $column } : { $content }
a11y-square-spot = Ligne { $row }, colonne { $column } : { $content } ; le domino peut aller ici
a11y-square-empty = vide
a11y-castle = château
a11y-kingdom-held = { $square }. Votre domino est tenu ici : { $domino }, sa seconde case { $direction ->
    [north] au-dessus
    [south] au-dessous
    [west] à gauche
   *[east] à droite
}

## La table du Kingdomino d'origine
original-player = Joueur { $number }
original-first-claims = Les rois choisissent leurs premiers dominos
original-round = Rangée { $round } sur { $rounds }
original-game-over = La partie est finie
original-to-claim = { $name } { $who ->
    [you] choisissez
   *[other] choisit
} un domino
original-to-place = { $name } { $who ->
    [you] ajoutez
   *[other] ajoute
} un domino
original-next-line = Rangée suivante
original-count = { $player } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
original-winner = { $name } { $who ->
    [you] gagnez
   *[other] gagne
}
original-shared-win = { $names } gagnent ensemble
original-count-middle = Empire du Milieu : +{ $points }
original-count-harmony = Harmonie : +{ $points }
original-count-tie-numbers = Plus grand domaine { $squares } · couronnes { $crowns }
original-count-by-domain = Totaux égaux : le plus grand domaine départage.
original-count-by-crowns = Totaux et plus grands domaines égaux : les couronnes départagent.
original-count-all-equal = Totaux, plus grands domaines et couronnes égaux : la victoire est partagée.
original-discarded = Dominos défaussés ({ $count }) : { $numbers }
original-claim = Domino { $number } : { $first }, { $second }
original-square = { $crowns ->
    [0] { $terrain }
    [one] { $terrain } avec une couronne
   *[other] { $terrain } avec { $crowns } couronnes
}
terrain-w = champ de blé
terrain-f = forêt
terrain-l = lac
terrain-g = prairie
terrain-s = marais
terrain-m = mine
original-claim-help = Choisissez pour votre roi un domino de la rangée suivante.
original-turn = Tourner
original-take-back = Reprendre
original-take-back-help = { $then } Reprendre (ou Retour arrière) vous rend le domino que vous venez de poser.
original-discard = Défausser
original-fits-nowhere = Votre domino ne trouve place nulle part dans votre royaume : il est défaussé.
original-place-help = Il va ici : cliquez, touchez ou appuyez sur Entrée pour le poser ; R ou Tourner le fait pivoter.
original-refused-taken = Impossible ici : une case est déjà prise.
original-refused-past-the-side = Impossible ici : votre royaume dépasserait { $side } cases de large ou de haut.
original-refused-unjoined = Impossible ici : une de ses cases doit toucher votre château ou un terrain du même type.
original-taken-back = Repris : à vous de rejouer ce coup.
original-pause = Pause
pause-leave = Quitter la partie
title-original-game = Le Kingdomino d’origine (2 à 4 joueurs)…
original-setup-heading = Le Kingdomino d’origine
original-setup-explained = De deux à quatre royaumes, chacun y ajoutant ses dominos : des personnes sur cet écran, l’ordinateur ou des joueurs en ligne. Choisissez qui joue chacun d’eux.
original-setup-hint = Choisissez une ligne pour la changer ; Échap revient en arrière.
original-setup-start = Commencer
original-setup-players = Joueurs : { $count }
original-setup-person = { $player } : une personne
original-setup-computer = { $player } : ordinateur ({ $level })
original-setup-online = { $player } : un joueur en ligne
original-setup-make-room = Créer une salle en ligne pour { $count }
original-setup-one-person-here = Une salle demande une personne ici ({ $persons ->
    [0] aucune n’est choisie
    [one] { $persons } est choisie
   *[other] { $persons } sont choisies
}) : chaque autre personne joue en ligne depuis son propre écran
original-setup-mighty-duel = Grand Duel (7 sur 7, tous les dominos) : { $value }
original-setup-middle = Empire du Milieu (+10 pour un château au centre) : { $value }
original-setup-harmony = Harmonie (+5 pour un royaume sans trou) : { $value }
original-setup-dynasty = Dynastie (trois parties, scores additionnés) : { $value }
original-dynasty-game = Dynastie, partie { $game } sur { $games }
game-over-next-game = Partie suivante de la Dynastie ({ $game } sur { $games })
game-over-next-game-waiting = En attente de tous pour commencer la partie { $game } sur { $games }…
dynasty-winner = { $name } { $who ->
    [you] gagnez
   *[other] gagne
} la Dynastie avec { $points } points au total
dynasty-shared-win = { $names } gagnent ensemble la Dynastie avec { $points } points chacun
dynasty-leader = Après la partie { $game } sur { $games }, { $name } { $who ->
    [you] menez
   *[other] mène
} la Dynastie avec { $points } points
dynasty-shared-lead = Après la partie { $game } sur { $games }, { $names } mènent ensemble la Dynastie avec { $points } points chacun
dynasty-by-games-won = Sommes égales : le plus de parties gagnées départage.
dynasty-game = Partie { $number }
dynasty-in-all = Total
original-replay-at = Rediffusion · coup { $move } sur { $moves }
replay-previous-line = « Rangée
replay-next-line = Rangée »
replays-original = Le Kingdomino d’origine
replays-original-score = { $player } { $points }
replays-detail-original-length = { $lines ->
    [one] { $lines } rangée
   *[other] { $lines } rangées
} · { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} · graine { $seed }
replays-detail-variants = Variantes : { $variants }
replays-variant-mighty-duel = Grand Duel
replays-variant-middle = Empire du Milieu
replays-variant-harmony = Harmonie
original-hint-claim = L'Expert prendrait le domino { $number } : il a le focus.
original-hint-place = L'Expert ajouterait votre domino là où il est tenu : Entrée le pose.
original-hint-discard = L'Expert est d'accord : votre domino ne va nulle part, défaussez-le.
original-hint-why = Il a gagné { $share } % des parties qu'il a imaginées à partir de là.
rating-change = Votre classement : { GROUPED($before, separator: " ") } → { GROUPED($after, separator: " ") } ({ $change }){ $provisional ->
    [yes] , provisoire jusqu'à 10 parties classées
   *[no] {""}
}
rating-not-counted = Partie non classée : certains d'entre vous se sont déjà affrontés { $meetings } fois en parties classées aujourd'hui
online-leaderboard = Classement
leaderboard-heading = Classement
leaderboard-of = { $game } sur { $server }
leaderboard-duel = Kingdomino Duel
leaderboard-original = Kingdomino
leaderboard-game = Jeu : { $game }
leaderboard-asking = Question posée au serveur…
leaderboard-failed = Le classement n'a pas pu être lu : { $reason }
leaderboard-empty = Personne n'est encore classé : un joueur est classé après { $games } parties classées de « Jouer contre n'importe qui ».
leaderboard-rank = Rang
leaderboard-player = Joueur
leaderboard-rating = Cote
leaderboard-games = Parties
leaderboard-you = Vous :
leaderboard-unrated = Vous n'avez pas encore de cote dans ce jeu : jouez contre n'importe qui pour en obtenir une.
identity-playing-as = Vous jouez les parties classées en tant que { $player }.
identity-none = Vous recevez votre identité (un nom avec une étiquette) la première fois que vous jouez contre n'importe qui.
identity-copy = Copier votre identité
identity-paste = Coller une identité
identity-copied = Votre identité est dans le presse-papiers : gardez-la pour vous, c'est vous.
identity-not-copied = Votre identité n'a pas pu être copiée : { $reason }
identity-pasted = Vous êtes désormais { $player } sur cette machine.
identity-refused = Ce n'est pas une identité utilisable ({ $reason }) : la vôtre est conservée.
online-seeking-near = Recherche d'un joueur proche de { GROUPED($rating, separator: " ") }{ $widening ->
    [yes] , élargie à ±{ $within }…
   *[no] …
}
leaderboard-rating-value = { GROUPED($rating, separator: " ") }{ $provisional ->
    [yes] ?
   *[no] {""}
}
