# Comment jouer, en français : les pages qu'un nouveau joueur lit dans l'ordre. Chaque page a
# un titre (howto-NOM-heading) et un texte (howto-NOM) ; le jeu dessine l'image sous le texte
# à partir de ses propres exemples.

menu-how-to-play = Comment jouer
howto-page = Comment jouer · { $number } sur { $count }
howto-hint = ← → choisir · Entrée ou A : valider · ↑ ↓ ou la molette : défiler · Échap ou B : retour
howto-touch-hint = Faites glisser la page pour la faire défiler · Précédente et Suivante la tournent · Retour pour revenir
howto-previous = ‹ Précédente
howto-next = Suivante ›

## Légendes des images

howto-caption-coats = Les blasons
howto-caption-die = Dé { $number }
howto-caption-roll = Le lancer
howto-caption-dice-of = Dés du joueur { $role }
howto-caption-map-of = Carte du joueur { $role }
howto-caption-before = Avant
howto-caption-after = Après
howto-caption-allowed = Accepté
howto-caption-refused = Refusé
howto-taken = { $role } · { $order }
howto-refusal = Refusé : { $reason }
howto-largest-domain = Plus grand domaine : { $squares ->
    [one] { $squares } case
   *[other] { $squares } cases
}
howto-wins = Le joueur { $role } gagne.
howto-wins-by-tie-break = Même total : le joueur { $role } gagne grâce à son plus grand domaine.
howto-draw = Même total, même plus grand domaine : match nul.

## Les pages

howto-turn-heading = Un tour en quatre temps
howto-turn =
    Chacun bâtit un royaume sur sa propre carte, autour d'un château posé sur la case du milieu. En fin de partie, le plus grand total de points l'emporte. Les deux joueurs se partagent quatre dés, et chaque tour se déroule de la même façon :
    1. Le lancer : le joueur A jette les quatre dés.
    2. Le partage : chaque joueur reçoit deux dés.
    3. Le dessin : chacun dessine ses deux dés sur sa carte, en un domino de deux cases : le blason de chaque dé, avec ses croix dans la même case.
    4. Le grimoire : les blasons dessinés sans croix remplissent vos lignes du grimoire.
    Ensuite les rôles s'échangent : le B de ce tour sera le A du suivant.
    Chaque dé est donc un choix : un dé à croix rapporte des points à votre carte, un dé sans croix vous fait avancer dans la course aux pouvoirs du grimoire. Ci-dessous : les blasons et leurs noms, puis les quatre dés et toutes leurs faces ; le point d'interrogation est un joker.

howto-draft-heading = Le partage des dés
howto-draft =
    Le joueur A choisit d'abord un dé. Le joueur B en prend ensuite deux parmi les trois restants, et A garde le dernier.
    Sous chaque dé : qui l'a pris, et à quel moment. Vos deux dés forment votre domino du tour.

howto-connecting-heading = Où poser un domino
howto-connecting =
    Vos deux dés occupent deux cases vides côte à côte. L'une d'elles au moins doit toucher votre château, ou une case du même blason dessinée lors d'un tour précédent. Un contact par un coin ne suffit pas.
    Si votre domino peut aller quelque part, vous devez le dessiner. S'il ne va nulle part, vous ne dessinez rien ce tour-ci. Un pouvoir que vous gardez n'est jamais utilisé à votre place : si votre domino ne tient qu'avec lui, vous pouvez l'utiliser, ou passer sans rien dessiner.
    Dans le dessin accepté, la bande rejoint une bande. Dans le dessin refusé, seul un coin touche le château, et le jeu explique son refus.

howto-scoring-heading = Domaines et croix
howto-scoring =
    Des cases d'un même blason qui se touchent par un côté forment un domaine ; une case seule est aussi un domaine.
    En fin de partie, chaque domaine rapporte son nombre de cases multiplié par son nombre de croix. Sans croix, un domaine ne rapporte rien, quelle que soit sa taille. Le jeu compte la carte ci-dessous.

howto-spellbook-heading = La course au grimoire
howto-spellbook =
    Chaque blason a sa ligne dans le grimoire, avec une rangée par joueur. Les lignes n'ont pas toutes la même longueur, de trois à cinq cases, et chacune mène à son propre pouvoir : les pages suivantes les présentent. Chaque dé dessiné sans croix remplit une case de la ligne de son blason ; un joker ne remplit rien.
    Le premier à compléter une ligne obtient le pouvoir de son sorcier, et la rangée adverse de cette ligne est barrée. Si les deux joueurs complètent la même ligne au même tour, le joueur A obtient le pouvoir, car A remplit en premier. Ici, A remplit la dernière case des bandes et prend le pouvoir.

howto-power-ignore-connection-heading = Pouvoir de la ligne { coat-d } : dessiner sans relier
howto-power-ignore-connection =
    Cinq cases de la ligne { coat-d } donnent ce pouvoir. Une fois dans la partie, votre domino peut occuper n'importe quelles cases vides voisines : elles n'ont besoin de toucher ni votre château ni aucun blason.
    À la table, activez « { switch-ignore-connection } » avant de le poser. Le jeu n'utilise le pouvoir que là où le domino ne pourrait pas aller sans lui.

howto-power-separate-dice-heading = Pouvoir de la ligne { coat-s } : séparer vos deux dés
howto-power-separate-dice =
    Cinq cases de la ligne { coat-s } donnent ce pouvoir. Une fois dans la partie, vos deux dés peuvent aller sur deux cases éloignées l'une de l'autre. Chacun doit quand même toucher le château ou son propre blason, et le second peut toucher le premier.
    À la table, activez « { switch-separate-dice } », puis posez un dé, puis l'autre.

howto-power-take-two-dice-heading = Pouvoir de la ligne { coat-dd } : deux dés d'un coup
howto-power-take-two-dice =
    Quatre cases de la ligne { coat-dd } donnent ce pouvoir. Une fois dans la partie, quand c'est à vous de jouer en A, vous pouvez prendre deux dés dès votre premier choix. Votre adversaire reçoit les deux autres.
    À la table, activez « { switch-take-two-dice } », puis choisissez les deux dés.

howto-power-turn-die-heading = Pouvoir de la ligne { coat-ss } : tourner un dé
howto-power-turn-die =
    Quatre cases de la ligne { coat-ss } donnent ce pouvoir. Une fois dans la partie, avant de dessiner, vous pouvez tourner l'un de vos deux dés sur n'importe quelle autre face de ce même dé.
    Ici, un double point devient des quartiers avec deux croix.

howto-power-domain-bonus-heading = Pouvoir de la ligne { coat-b } : trois points par domaine
howto-power-domain-bonus =
    Trois cases de la ligne { coat-b } donnent ce pouvoir. Dès que vous le gagnez, vous choisissez un blason. En fin de partie, chaque domaine de ce blason sur votre carte rapporte 3 points de plus, avec ou sans croix.
    Ici, A choisit les bandes, et ses deux domaines de bandes comptent.

howto-power-extra-cross-heading = Pouvoir de la ligne { coat-q } : une croix de plus
howto-power-extra-cross =
    Trois cases de la ligne { coat-q } donnent ce pouvoir. Dès que vous le gagnez, vous ajoutez une croix sur une case déjà dessinée de votre carte. Une croix sur un grand domaine qui n'en avait aucune réveille tout ce domaine.

howto-castle-bonus-heading = Le bonus du château
howto-castle-bonus =
    Une fois dans la partie, avant de dessiner, vous pouvez ajouter une croix à l'un de vos deux dés, même à un joker. Il n'est proposé qu'à un tour où votre domino peut être dessiné.
    Le dé qui reçoit cette croix ne remplit aucune case du grimoire ce tour-ci. Ici, un seul des deux points remplit la ligne des points.

howto-end-heading = La fin de la partie
howto-end =
    La partie s'arrête après un tour où une carte s'est remplie, ou où personne n'a dessiné de domino. Elle s'arrête aussi dès qu'aucune des deux cartes n'a plus de place pour un domino, quels que soient les dés.
    Le plus grand total l'emporte. À total égal, gagne celui dont le plus grand domaine compte le plus de cases ; si c'est encore égal, la partie est nulle.

howto-decisions-heading = Ce que tranche ce jeu
howto-decisions =
    • Le joueur A du premier tour est tiré au sort.
    • Un joker prend le blason que vous choisissez en le dessinant, pourvu que votre dessin reste permis avec ce blason. Dessiné avec « { power-ignore-connection } », il peut prendre n'importe quel blason. Il n'a pas de croix, sauf si le bonus du château lui en donne une.
    • Utiliser un pouvoir est toujours votre choix : si votre domino ne tient qu'avec un pouvoir que vous gardez, vous pouvez passer sans rien dessiner.
    • Un tour où vous ne dessinez rien, votre grimoire ne gagne rien : seuls les dés dessinés sur votre carte le remplissent.
    • La partie s'arrête après un tour où aucun joueur n'a dessiné, même si l'un d'eux aurait pu le faire avec un pouvoir.

## Les pages du Kingdomino d’origine (ouvertes depuis sa mise en place ou sa table en pause).
howto-caption-line = La rangée posée maintenant
howto-caption-kingdom = Le royaume gagnant
howto-caption-count = Son décompte
howto-original-domain = { CAPITAL($terrain) } : { $squares } × { $crowns } = { $points }
howto-original-total = { $points } points en tout
howto-original-lines-heading = Les rangées de dominos et les rois
howto-original-lines =
    À deux joueurs, on joue avec 24 des 48 dominos, à trois avec 36, à quatre avec tous. Chaque joueur a un roi, ou deux quand on joue à deux, et une rangée compte un domino par roi. À chaque manche, une nouvelle rangée est dévoilée et disposée selon le numéro au dos des dominos, du plus petit au plus grand : les grands numéros portent souvent plus de couronnes.
    À la première manche, les rois choisissent dans la première rangée dans un ordre tiré au hasard. Ensuite, les rois jouent dans l’ordre de la rangée où ils se trouvent, du plus petit numéro au plus grand : le roi du domino encadré joue le premier ; son joueur ajoute ce domino à son royaume, puis envoie le roi sur un domino libre de la rangée suivante. Un domino riche maintenant, c’est jouer plus tard à la manche suivante. À la dernière manche, aucune rangée ne suit : les joueurs ajoutent seulement leurs dominos.
howto-original-placing-heading = Où poser un domino
howto-original-placing =
    Un domino doit toucher votre château, ou une case du même terrain, par au moins une de ses deux cases ; les cases se touchent par un côté, jamais par un coin seul. Il peut être tourné dans tous les sens. Votre royaume ne peut jamais dépasser 5 cases de large ou de haut (7 dans le Grand Duel) ; le château n’a pas à rester au centre.
    Un domino qui peut aller quelque part doit être ajouté, même là où vous n’en voulez pas ; seul celui qui ne va nulle part est défaussé, et il ne rapporte rien. Tenu au-dessus de votre royaume, un domino est encadré de vert là où il va et de rouge là où il ne va pas, et le message dit pourquoi.
howto-original-scoring-heading = Domaines et couronnes
howto-original-scoring =
    Un domaine est un groupe de cases voisines d’un même terrain. Il rapporte son nombre de cases multiplié par les couronnes qu’elles portent : un domaine sans couronne ne rapporte rien. Le château n’appartient à aucun domaine.
howto-original-end-heading = La fin, les bonus, le Grand Duel et la Dynastie
howto-original-end =
    La partie s’arrête quand la dernière rangée a été ajoutée : après 12 manches à trois ou quatre joueurs et dans le Grand Duel, après 6 à deux. Le plus haut total l’emporte ; à égalité, le plus grand domaine départage, puis le plus de couronnes, sinon les joueurs partagent la victoire.
    Deux bonus peuvent être activés avant la partie : l’Empire du Milieu donne 10 points si le château est au centre du rectangle que couvre le royaume, quelle que soit sa taille ; l’Harmonie donne 5 points si le royaume est complet, sans domino défaussé. À deux, on peut jouer le Grand Duel : les 48 dominos, deux rois chacun, des royaumes de 7 sur 7. Une Dynastie, ce sont trois parties de suite avec les mêmes joueurs : leurs scores s’additionnent, la plus haute somme gagne et, à sommes égales, celui qui a gagné le plus de parties.
