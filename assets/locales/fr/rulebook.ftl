# The rulebook, as the Rules screen shows it: one paragraph a line; `# ` starts a
# heading, `- ` an item, `@faces` and `@powers` place the game's pictures.
# Written by scripts/rulebook.py from the rulebook's transcription.

rulebook =
    # Matériel de jeu
    - 4 dés
    - 1 carnet de 100 feuilles : Côté Carte au recto, Côté Grimoire au verso
    - 2 crayons
    # Introduction
    Lancez les dés, sélectionnez-les et associez les deux par deux pour créer vos dominos. Remplissez peu à peu votre grille quadrillée en confiant les territoires de votre royaume aux familles qui vous soutiennent. Gardez un œil sur le royaume de votre adversaire. Obtenez les faveurs des sorciers, qui vous permettront de lancer des sorts puissants, vous permettant de régner sans partage.
    Kingdomino Duel est un jeu de dés totalement indépendant dans lequel on retrouve l'essence de ce qui a fait le succès de Kingdomino.
    # But du jeu
    Sélectionnez vos dés et associez-les pour créer vos dominos, en tentant peu à peu de constituer le royaume le plus prestigieux. Un royaume est constitué de domaines : groupes de blasons identiques connectés orthogonalement.
    Ces domaines rapportent plus ou moins de prestige en fonction du nombre de hauts dignitaires (croix) : plus le nombre de hauts dignitaires dans un domaine est grand et plus le prestige est important.
    # Mise en place
    - Prenez chacun une feuille du carnet et un crayon.
    - Placez la feuille devant vous face Carte visible.
    - Placez au centre de la table une autre feuille face Grimoire visible. Inscrivez vos prénoms dans le haut de la feuille.
    - Posez les 4 dés sur la table à côté du grimoire.
    Il existe 7 symboles différents sur les faces de dés :
    - 6 blasons différents, représentant les différentes familles à qui vous allez confier la gestion de vos domaines. Certains blasons sont accompagnés d'une ou deux croix, indiquant la présence en ce lieu de hauts dignitaires.
    - le point d'interrogation est un joker qui permet de choisir n'importe quel type de blason.
    @faces
    Le joueur le plus âgé commence la partie. Lors du premier tour, il sera le joueur A.
    Son adversaire sera le joueur B.
    # Déroulement du jeu
    Le tour de jeu se déroule en 4 phases :
    - 1° Lancement des dés
    - 2° Constitution des dominos
    - 3° Remplissage de la carte
    - 4° Remplissage du Grimoire
    # 1° Lancement des dés
    Le joueur A lance les 4 dés.
    # 2° Constitution des dominos
    Le joueur A choisit un des 4 dés. Le joueur B en choisit 2 parmi les 3 autres, puis le joueur A prend le dernier dé restant.
    Chaque joueur a donc 2 dés, qui accolés, constituent leur domino pour ce tour.
    # 3° Remplissage de la carte
    Chaque joueur reproduit sur sa carte quadrillée son domino, en dessinant les deux blasons des deux dés côte à côte (avec une croix s'il y en a).
    Règles de connexion :
    Vous pouvez remplir votre carte :
    - soit en connectant un de vos blasons à la case Château centrale : n'importe quel type de blasons peut être connecté orthogonalement à cette case,
    - soit en connectant orthogonalement au minimum 1 blason à un autre blason identique déjà dessiné.
    Lorsque vous avez deux blasons différents côte à côte, noircissez la ligne qui sépare les deux cases. Cela vous aidera à mieux visualiser vos domaines.
    Si vous ne pouvez respecter aucune de ces deux règles, alors vous perdez votre tour : vous ne pouvez dessiner aucun des 2 blasons.
    # 4° Remplissage du Grimoire
    # Charger les pouvoirs des sorciers
    À chaque fois que vous obtenez une face Blason sans croix lors de la constitution des dominos, noircissez une case du Grimoire correspondant à cette face. Attention, vous avez chacun votre ligne ! Précision : la face « ? » ne permet pas de noircir de case sur le grimoire.
    Seul le PREMIER à noircir toutes les cases d'une ligne peut obtenir son pouvoir (l'adversaire raye complètement cette ligne pour signifier que le pouvoir n'est plus accessible).
    Si les 2 joueurs complètent une ligne lors d'un même tour, c'est au joueur A (celui qui a lancé les dés) de prendre le pouvoir du sorcier.
    # Les pouvoirs des sorciers
    @powers
    Chacun des pouvoirs suivants est à usage unique pour la partie. Un pouvoir peut être joué quand vous le souhaitez excepté les 2 derniers pouvoirs «éclair».
    Vous pouvez jouer votre domino sans tenir compte des règles de connexion.
    Vous pouvez séparer vos dés pour remplir votre carte. Chaque dé doit respecter les règles de connexion.
    Lors d'un tour où vous êtes le joueur A, sélectionnez immédiatement vos 2 dés.
    Vous pouvez pivoter un des dés qui composent votre domino, afin de la placer sur la face de votre choix.
    Les 2 pouvoirs suivants (accompagnés d'un symbole «éclair» sur le grimoire) doivent être joués IMMÉDIATEMENT.
    Choisissez un type de blason. Chaque DOMAINE différent de ce type de blason vous donne 3 points de prestige, à la fin de la partie.
    DOMAINES : groupe de cases connectées orthogonalement du même type de blason.
    Ajoutez une croix sur le blason de votre choix.
    # Fin du tour
    Le joueur B ramasse les dés et devient le joueur A pour le prochain tour.
    # Règle spéciale : utilisation de votre château
    Une fois par partie seulement, vous pouvez ajouter une croix sur un des 2 dés que vous avez sélectionné pour ce tour.
    Coloriez alors le toit de votre château pour indiquer que vous avez utilisé ce pouvoir unique (le dé en question ne peut donc pas être utilisé pour remplir le Grimoire).
    # Fin du jeu
    La partie prend fin dès qu'une des situations suivantes se présente :
    - La carte d'un des joueurs est complète.
    - Au tour précédent, aucun des deux joueurs n'a placé son domino.
    Calculez les points de prestige de votre royaume de la façon suivante :
    Chaque royaume est constitué de différents DOMAINES.
    Chaque domaine rapporte autant de points de prestige que son NOMBRE de BLASONS multiplié par le NOMBRE DE HAUTS DIGNITAIRES (croix) présents sur le domaine.
    Un royaume peut posséder plusieurs domaines différents d'un même blason. Chaque domaine marque ses points séparément.
    Un domaine sans croix ne rapporte rien. Additionnez les points rapportés par chacun de vos domaines, le résultat de cette addition vous donne son score final.
    Si vous détenez le sorcier à 3 points, n'oubliez pas d'ajouter les points à votre score final.
    Le joueur qui a le plus haut score remporte la partie.
    En cas d'égalité, le joueur qui a construit le domaine le plus étendu (plus grand nombre de cases), remporte la partie.
    En cas de nouvelle égalité, la partie se termine sur un match nul.
