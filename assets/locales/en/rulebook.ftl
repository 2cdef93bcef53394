# The rulebook, as the Rules screen shows it: one paragraph a line; `# ` starts a
# heading, `- ` an item, `@faces` and `@powers` place the game's pictures.
# Written by scripts/rulebook.py from the rulebook's transcription.

rulebook =
    # Components
    - 4 dice
    - 1 notebook of 100 sheets, each with a Map side and a Spellbook side
    - 2 pencils
    - Instructions
    # Introduction
    Roll the dice, choose the ones you want, and put them together in pairs to create your dominoes.
    Domino by domino, fill in your map while entrusting the territories of your kingdom to loyal dignitaries. Gather favors from wizards in order to cast powerful spells which will allow you to rule without having to share.
    Kingdomino Duel is a completely independent game which preserves the essence of the acclaimed original Kingdomino.
    In this game, instead of adding dominoes to your kingdom, you will choose two dice to combine into a single "domino" which must then be drawn into your kingdom.
    # Object of the Game
    Choose your dice and combine them to make "dominoes" which are then added to your kingdom to score points.
    Kingdoms are made up of domains (groups of identical coats of arms, connected either horizontally or vertically) which score points at the end of the game equal to the number of high dignitaries (crosses) in that domain multiplied by the number of its coats of arms.
    # Setup
    Each player takes a sheet from the notebook and a pencil. Place the sheet in front of you, Map-side up. In the center of the table, place another sheet Spellbook- side up. Write down your names at the top of this sheet.
    Place the 4 dice on the table next to the spellbook. There are 7 different symbols on the face of the dice:
    6 different coats of arms, representing the different families you will trust with the management of your domains. Certain coats of arms are accompanied by one or two crosses indicating the presence of high dignitaries in these places.
    The question mark is a joker, which allows any coat of arms to be chosen.
    @faces
    The oldest player starts the game. In the first round, they will be the player A. The opponent will be the player B.
    # Game Play
    The game is played in 4 stages:
    - Rolling the dice
    - Setting up dominoes
    - Filling in the map
    - Filling in the spellbook
    # 1. Rolling the Dice
    The player A rolls the 4 dice.
    # 2. Setting Up Dominoes
    The player A chooses one die from the 4. The Player B chooses 2 from the 3 left and then the player A takes the remaining die.
    Both players now have 2 dice which they combine together to form a single "domino" that will be added to their kingdom this turn.
    # 3. Filling in the Map
    Each player adds their "domino" onto their map by drawing the two symbols shown on their dice onto two empty coat of arms which are side by side on the Map.
    If there are some crosses next to the symbols on the dice, add them onto the map by crossing the appropriate number of circles next to the coat of arms.
    # Connection Rules
    When adding a new domino to your kingdom, you must follow at least one of the following two rules:
    - Connect one of the symbols on your domino to the central "castle" space (regardless of the coat of arms being drawn).
    - Connect at least one of the symbols on your domino to a matching coat of arms already in your kingdom (drawn on a previous turn). Dominoes must be connected orthogonally (up, down, left, or right). Diagonal connections do not count.
    When two coats of arms are side by side, shade the line separating the two squares. This will allow you to better visualize your domain.
    If you cannot connect your domino by either of these rules, then you draw nothing for this turn.
    # 4. Filling in the Spellbook
    Use the Powers of the Wizards.
    Each time you add a coat of arms without a cross to your kingdom, fill in a square in the spellbook corresponding to that symbol. Question marks do not allow the player to fill in a square in the spellbook.
    Be careful, each player has their own line, on opposite sides of the spellbook! Only the FIRST player to fill in all of the wizard squares on their side will be able to use that power.
    When one player gains access to a wizard's power, their opponent strikes through their entire line to show that they can no longer access that power.
    Player A (the player who rolled the dice) has priority to fill out the spellbook at the end of a turn, so if both players finish a line on the same turn, then Player A is considered to have completed the line before Player B.
    # Wizards' Powers
    @powers
    Each of the following powers can only be used once in the game. A power can be played whenever you wish, except in the case of the last two "lightning bolt" powers. After a power has been used, cross off the corresponding coat of arms on the spellbook.
    - You can play your domino without following the Connection Rules.
    - You can separate your dice to fill in your map. Each die must respect the Connection Rules.
    - During a turn where you are the player A, you can immediately pick your 2 dice.
    - You can turn one of the dice in your domino around so that it shows any face of your choice.
    - The following 2 powers (accompanied by a 'lightning bolt' symbol on the spellbook) must be played IMMEDIATELY.
    - Choose a coat of arms. Each different DOMAIN with this coat of arms will earn you 3 prestige points at the end of the game.
    - Domains: groups of squares connected either horizontally or vertically with the same coat of arms.
    - Add one cross to the coat of arms of your choosing.
    # End of the Turn
    The player B collects the dice and becomes player A for the next turn.
    Special castle bonus: Once per game, you can add one cross to one of the 2 dice you have chosen for your turn, even if you rolled a question mark.
    Color in the roof of your castle to show that you have used this unique power (the die in question cannot be used to fill in the spellbook).
    # End of the Game
    The game ends as soon as one of the following situations occurs:
    - At least one of the players fills in the last remaining coat of arms on their map.
    - No players are able to place their domino this turn.
    Calculate the prestige points of your kingdom in the following way:
    Each kingdom is made up of different DOMAINS. Each domain is worth as many prestige points as the NUMBER OF COATS OF ARMS it contains multiplied by the NUMBER OF HIGH DIGNITARIES (crosses) present in the domain.
    A kingdom can have several different domains under one coat of arms. Points are separately calculated for each domain. A domain with no crosses is worth nothing.
    The final score is taken by adding together the points from each of your domains.
    If you possess the wizard worth 3 points, don't forget to add this to your final score.
    The player with the highest score wins the game. In the case of a tie, the player who has built the most extensive domain (with the most coats of arms within it) wins the game. If a tie persists, the game ends in a draw.
