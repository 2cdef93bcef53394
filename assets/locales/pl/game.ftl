# Kingdomino Duel: wszystkie teksty gry po polsku (słowa z instrukcji: herb, krzyżyk, księga
# zaklęć, obszar, zamek, kostka). Zob. locales/en/game.ftl, co znaczą $name i $who.

language-name = Polski

## Menus

menu-settings = Ustawienia
menu-quit = Wyjdź
menu-back = Wróć
seed-heading = Zagraj z ziarna
seed-explained = Na końcu każdej gry widać jej ziarno: to samo ziarno daje te same rzuty albo te same domina.
seed-play-original = Oryginalne Kingdomino (graczy: { $players }, jak ostatnio)
seed-typed = Ziarno: { $digits }
seed-hint = Wpisz cyfry; Backspace usuwa jedną, Esc wraca.
title-play-computer = Graj z komputerem: { $level }
title-two-players = Dwóch graczy (jeden ekran)
title-play-seed = Zagraj z ziarna…
title-play-online = Graj online…
title-online-asking = Gra online, pokój { $code }
title-online-unanswered = Gra online, pokój { $code } (serwer nie odpowiada)
title-online-waiting = Pokój { $code }: czeka, aż wszyscy dołączą
title-online-your-move = Online przeciwko { $name }{ $room }: twój ruch
title-online-your-move-clock = Online przeciwko { $name }{ $room }: twój ruch (zostało { $left })
title-online-their-move = Online przeciwko { $name }{ $room }: ruch gracza { $acting }
title-online-over = Online przeciwko { $name }{ $room }: koniec, { $mine } do { $theirs }
title-online-gone = Pokój { $code }: serwer już go nie przechowuje
title-online-original = Kingdomino dla { $players } · { $line }
title-mods = { $count ->
    [0] Mody
   *[other] Mody (w użyciu: { $count })
}
title-continue-computer = Kontynuuj (z komputerem: { $level }, tura { $turn }, { $first } do { $second })
title-continue-two-players = Kontynuuj (dwóch graczy, tura { $turn }, { $first } do { $second })
title-continue-original = Kontynuuj oryginalne Kingdomino (graczy: { $players }, rząd { $round } z { $rounds })
title-continue-dynasty = Kontynuuj Dynastię (graczy: { $players }, gra { $game } z { $games }, rząd { $round } z { $rounds })
title-more-problems = … i { $count } { $count ->
    [one] inny problem
    [few] inne problemy
   *[many] innych problemów
} (zob. Mody).
title-controls-hint = Mysz, klawiatura (strzałki, Enter) lub pad (krzyżak, A).
title-touch-hint = Dotknij przycisku, by go wybrać.

level-random = Losowy
level-easy = Łatwy
level-normal = Średni
level-expert = Ekspert

## Seats

seat-you = Ty
seat-computer = Komputer
seat-computer-numbered = Komputer { $number } ({ $level })
seat-player = Gracz { $number }
seat-remote = Przeciwnik

## The table

table-turn = Tura { $turn }
    { $opponent }
table-opponent-computer = Komputer: { $level }
table-computers-play = Grają komputery
table-two-players = Dwóch graczy
table-online = Online przeciwko { $name }
table-watching-online = Oglądasz: { $first } przeciwko { $second }
table-watched = { $line }
    { $count ->
        [one] 1 widz
        [few] { $count } widzów
       *[many] { $count } widzów
    }
table-online-clock-yours = Online przeciwko { $name }
    Twój ruch: zostało { $time }
table-online-clock-theirs = Online przeciwko { $name }
    Ruch przeciwnika: zostało { $time }
table-controls-hint = Klik lub Enter: zatwierdź · R lub prawy klik: obróć · Tab: mapa lub przyciski · Backspace: cofnij · Esc: pauza
table-touch-hint = Dotknij kości, by ją wziąć · pola, by wycelować, i ponownie, by narysować · Obróć domino je obraca · Cofnij je zabiera
table-watching-hint = Oglądasz: tu nie ma nic do zagrania · Esc: pauza
score-line = { $name } ({ $role }) · { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
status-castle-bonus = bonus zamkowy gotowy
status-powers-kept = { $count ->
    [one] { $count } moc w zapasie
    [few] { $count } moce w zapasie
   *[many] { $count } mocy w zapasie
}
status-domain-bonus = +3 za obszar: { $coat }
spellbook-heading = Księga zaklęć
spellbook-rows = u góry: { $upper } · u dołu: { $lower }
spell-open = wolna
spell-kept = { $who ->
    [you] twoja
    [computer] komputera
   *[other] gracza { $name }
}
spell-used = { $who ->
    [you] użyta przez ciebie
    [computer] użyta przez komputer
   *[other] użyta: { $name }
}
spell-bonus-coat = { $who ->
    [you] ty
    [computer] komputer
   *[other] { $name }
}: { $coat }
banner-power-gained = { $who ->
    [you] Zdobywasz
   *[other] { $name } zdobywa
} moc:
    { $power }

coat-d = Kropka
coat-dd = Podwójna kropka
coat-s = Pas
coat-ss = Podwójny pas
coat-q = Ćwiartki
coat-b = Cały czarny

power-ignore-connection = Rysuj bez łączenia
power-separate-dice = Rozdziel swoje dwie kostki
power-take-two-dice = Jako A: dwie kostki naraz
power-turn-die = Obróć kostkę dowolnie
power-domain-bonus = +3 za obszar herbu
power-extra-cross = Jeden krzyżyk więcej

## What to do now

prompt-roll = Tura { $turn }: rzut kośćmi. { $who ->
    [you] Ty jesteś
   *[other] { $name } jest
} graczem A.
waiting-draft = { $name } { $who ->
    [you] wybierasz
   *[other] wybiera
} kostkę…
waiting-draw = { $name } { $who ->
    [you] rysujesz
   *[other] rysuje
}…
waiting-power = { $name } { $who ->
    [you] używasz
   *[other] używa
} nowej mocy…
prompt-draft-one = { $name }: weź jedną kostkę (ostatnia też będzie twoja).
prompt-draft-two = { $name }: weź dwie kostki: to pierwsza.
prompt-draft-last = { $name }: weź drugą kostkę.
prompt-draft-first-of-two = { $name }: wybierz pierwszą z dwóch kostek.
prompt-draft-second-of-two = { $name }: wybierz drugą z dwóch kostek.
prompt-held = { $name }: narysowane tutaj. Cofnij zabiera je z powrotem; Enter lub klik zatwierdza od razu.
prompt-held-for = { $name }: narysowane tutaj za { $gain } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}. Cofnij zabiera je z powrotem; Enter lub klik zatwierdza od razu.
prompt-fits-nowhere-without-power = { $name }: twoje domino nigdzie nie pasuje bez mocy. Spasuj albo włącz jakąś moc.
prompt-fits-nowhere = { $name }: twoje domino nigdzie nie pasuje na twojej mapie, więc pasujesz.
prompt-first-square = { $name }: kliknij pole dla pierwszej kostki.
prompt-refused = { $name }: { $reason }.
prompt-draw-here = { $name }: narysuj tutaj za { $gain } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}. Klik lub Enter; R lub prawy klik obraca.
prompt-draw-here-touch = { $name }: narysuj tutaj za { $gain } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}. Dotknij go ponownie, by narysować; przycisk Obróć domino je obraca.
prompt-move-domino = { $name }: przesuń domino nad swoją mapę.
prompt-joker-one-coat = { $name }: twój joker ({ $square }) może przyjąć tylko ten herb: każdy inny zostawiłby domino niepołączone.
prompt-joker-coat = { $name }: wybierz herb dla jokera ({ $square }); każdy przycisk pokazuje, ile punktów doda.
prompt-spellbook-fills = Księga zaklęć się zapełnia…
prompt-domain-bonus = { $name }: wybierz herb: każdy jego obszar da na koniec 3 punkty więcej (każdy przycisk pokazuje, ile punktów doda teraz).
prompt-extra-cross = { $name }: wybierz narysowane pole na swojej mapie, by dodać krzyżyk.
notice-not-saved = Ta gra nie jest zapisywana.
notice-refused = Nie można: { $reason }.
notice-taken-back = Cofnięto: przygotuj domino jeszcze raz.

choice-die = Kostka { $number }
choice-undo = Cofnij
choice-pass = Pas: domino nigdzie nie pasuje
choice-castle-cross = +1 krzyżyk: { $die }
choice-coat-gain = { $coat } { $gain }
switch-take-two-dice = Dwie kostki naraz
switch-turn-die = Obrót: { $die }
switch-ignore-connection = Bez łączenia
switch-separate-dice = Rozdziel

die-left = lewa
die-right = prawa
die-upper = górna
die-lower = dolna
die-first = pierwsza
die-second = druga
square-left = lewe pole
square-right = prawe pole
square-upper = górne pole
square-lower = dolne pole
square-first = pierwsze pole
square-second = drugie pole

refusal-game-over = gra się skończyła
refusal-not-your-turn = to nie jest tura tego gracza
refusal-not-now = to nie jest możliwe w tym momencie tury
refusal-no-such-die = nie ma takiej kostki
refusal-die-taken = ta kostka jest już zajęta
refusal-same-die-twice = potrzebne są dwie różne kostki
refusal-dice-out-of-order = najpierw podaj kostkę o niższym numerze
refusal-no-such-slot = domino ma tylko dwie kostki
refusal-no-such-face = kostka nie ma takiej ścianki
refusal-same-face = kostka już pokazuje tę ściankę
refusal-look-named-earlier = wcześniejsza ścianka kostki pokazuje to samo: wybierz tamtą
refusal-unknown-coat = nie ma takiego herbu
refusal-castle-bonus-used = bonus zamkowy został już wykorzystany
refusal-power-unavailable = moc „{ $power }” nie jest dostępna
refusal-off-map = tego pola nie ma na mapie
refusal-off-map-domino = domino musi zostać na mapie
refusal-castle-square = tam stoi zamek
refusal-square-not-empty = to pole jest już narysowane
refusal-square-not-drawn = na tym polu nie ma herbu
refusal-joker-not-connected = z tym herbem pole jokera nie byłoby połączone
refusal-not-touching = oba pola muszą się stykać
refusal-not-connected = obok nie ma zamku ani takiego samego herbu (przekątne się nie liczą)
refusal-separate-not-connected = kostka { $die } nie styka się ani z zamkiem, ani z takim samym herbem
refusal-power-not-needed = to ułożenie jest dozwolone bez mocy „{ $power }”
refusal-must-draw = istnieje dozwolone ułożenie: domino trzeba narysować
refusal-domino-taken = to domino jest już zajęte
refusal-domino-does-not-fit = domino nie może tam trafić
refusal-domino-must-go = domino gdzieś pasuje: trzeba je dołożyć
refusal-must-use-kept-power = zachowana moc pozwala dodać domino: przy tych zasadach trzeba je narysować
refusal-nothing-to-draw = domino nigdzie nie pasuje: bonus zamkowy przepadłby

## First-game hints

hint-line = Wskazówka: { $tip }
hint-draft-order = gracz A bierze jedną kostkę, B dwie z trzech pozostałych, A ostatnią. A zmienia się co turę.
hint-connection = domino musi dotykać zamku albo pola z takim samym herbem; przekątne się nie liczą.
hint-castle-bonus = raz na grę bonus zamkowy dodaje krzyżyk do jednej z twoich kostek (ta kostka nie wypełnia księgi).
hint-power-ignore-connection = nowa moc pozwala raz położyć domino gdziekolwiek: włącz „Bez łączenia”, gdy trzeba.
hint-power-separate-dice = nowa moc pozwala raz rozdzielić kostki: włącz „Rozdziel” i połóż każdą osobno.
hint-power-take-two-dice = nowa moc: raz, jako gracz A, weź dwie kostki naraz; przeciwnik dostaje pozostałe dwie.
hint-power-turn-die = nowa moc: raz obróć jedną ze swoich kostek na dowolną ściankę przed rysowaniem.
hint-power-domain-bonus = każdy obszar wybranego herbu da na koniec 3 punkty więcej, z krzyżykami lub bez.
hint-power-extra-cross = wybierz narysowane pole na dodatkowy krzyżyk: cały jego obszar zyska na wartości.
hint-count = obszar jest wart liczbę pól × liczbę krzyżyków; bez krzyżyka nic. Przy remisie wygrywa większy obszar.

## Pause

pause-heading = Pauza
pause-saved-note = Gra zapisuje się po każdym ruchu: Kontynuuj w menu wraca do niej.
pause-unkept-note = Gra samych komputerów ani powtórka nie jest zachowywana.
pause-hint = Esc lub Start wznawia grę.
pause-touch-hint = Wznów wraca do gry.
pause-resume = Wznów
pause-save-and-leave = Zapisz i wróć do menu

## Game over

game-over-heading = Koniec gry
game-over-map-full = { $who ->
    [you] Twoja mapa jest pełna.
    [computer] Mapa komputera jest pełna.
   *[other] Mapa: { $name } jest pełna.
}
game-over-both-full = Obie mapy są pełne.
game-over-no-room = Żadne domino nie zmieści się już na żadnej mapie.
game-over-nobody-drew = W tej turze nikt nie narysował domina.
game-over-seed = Ziarno { $seed }
game-over-play-again = Zagraj jeszcze raz
game-over-rematch = Zagraj ponownie z { $name }
game-over-rematch-accept = { $name } chce zagrać ponownie: zagraj
game-over-rematch-waiting = Czekam, aż { $name } zechce zagrać ponownie…
game-over-same-dice = Te same kostki
game-over-same-dominoes = Te same domina
game-over-title = Menu
game-over-skip-count = Pomiń liczenie
count-domain = { CAPITAL($coat) }: { $squares ->
    [one] { $squares } pole
    [few] { $squares } pola
   *[many] { $squares } pól
} × { $crosses ->
    [one] { $crosses } krzyżyk
    [few] { $crosses } krzyżyki
   *[many] { $crosses } krzyżyków
} = { $points }
count-bonus = Premia ({ $coat }): +{ $points }
count-total = Razem: { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}
verdict-win = { $who ->
    [you] Wygrywasz
   *[other] { $name } wygrywa
}, { $points } do { $other }!
verdict-tie-break = Remis ({ $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}): { $who ->
    [you] wygrywasz
   *[other] { $name } wygrywa
} dzięki większemu obszarowi ({ $largest } pól wobec { $other }).
verdict-draw = Remis: po { $points ->
    [one] { $points } punkcie
   *[other] { $points } punktów
} i największe obszary po { $largest } pól.

## Settings

settings-heading = Ustawienia
settings-hint = Enter, klik lub A na padzie zmienia ustawienie; Esc lub B wraca.
settings-touch-hint = Dotknij ustawienia, by je zmienić; Wróć wraca.
settings-name-hint = Imię się wpisuje: Enter je zapisuje, Esc zostawia poprzednie.
settings-mods-hint = Włączone lub wyłączone mody zostaną wczytane przy następnym uruchomieniu gry.
settings-controls = Sterowanie…
setting-on = tak
setting-off = nie
setting-language = Język: { $language }
setting-language-system = systemowy ({ $language })
setting-effects-volume = Efekty dźwiękowe: { $percent }%
setting-music-volume = Muzyka: { $percent }%
setting-computer-level = Domyślny poziom komputera: { $level }
setting-animation-speed = Szybkość animacji: { $speed }
speed-relaxed = spokojna
speed-normal = zwykła
speed-fast = szybka
speed-instant = natychmiastowa
setting-reduced-motion = Ograniczony ruch: { $value }
setting-hints = Podpowiedzi w pierwszych grach: { $value }
setting-table-size = Rozmiar stołu: { $percent }% okna
setting-text-size = Rozmiar tekstu: { $percent }%
setting-fullscreen = Pełny ekran: { $value }
setting-online-name = Twoje imię w grze online: { $name }
setting-online-name-unset = jeszcze nie wybrane
setting-mod = Mod { $folder }: { $value }
statistics = Z komputerem: { $levels }. Gry we dwoje: { $two-player }. Najlepszy wynik: { $best }. Największy obszar: { $longest ->
    [one] { $longest } pole
    [few] { $longest } pola
   *[many] { $longest } pól
}.
statistics-original = Twój wynik — z komputerami: { $won } z { $played } wygranych. Gry samych ludzi: { $people }. Najlepszy wynik: { $best }. Największy obszar: { $largest ->
    [one] { $largest } pole
    [few] { $largest } pola
   *[many] { $largest } pól
}.
statistics-level = { $level }: { $won } z { $played } wygranych

## Controls

controls-heading = Sterowanie
controls-hint = Wybierz czynność, a potem naciśnij jej nowy klawisz lub przycisk pada (klik anuluje).
    Prawy przycisk myszy zawsze obraca domino, a lewa gałka zawsze przesuwa.
controls-binding = { $action }: { $keys } · pad: { $buttons }
controls-reset = Przywróć domyślne
controls-waiting = Naciśnij nowy klawisz lub przycisk pada dla „{ $action }”…
controls-conflict = { $input } robi więcej niż jedno: { $actions }
action-up = Góra
action-down = Dół
action-left = Lewo
action-right = Prawo
action-confirm = Zatwierdź
action-cancel = Anuluj / cofnij
action-rotate = Obróć domino
action-switch = Mapa lub przyciski
action-pause = Pauza
input-pad-south = A (dół)
input-pad-east = B (prawo)
input-pad-west = X (lewo)
input-pad-north = Y (góra)
input-left-shoulder = Lewy bumper
input-right-shoulder = Prawy bumper
input-left-trigger = Lewy spust
input-right-trigger = Prawy spust
input-dpad-up = Krzyżak w górę
input-dpad-down = Krzyżak w dół
input-dpad-left = Krzyżak w lewo
input-dpad-right = Krzyżak w prawo
input-arrow-up = Strzałka w górę
input-arrow-down = Strzałka w dół
input-arrow-left = Strzałka w lewo
input-arrow-right = Strzałka w prawo
input-enter = Enter
input-numpad-enter = Enter numeryczny
input-escape = Esc
input-space = Spacja
input-backspace = Backspace
input-tab = Tab
input-start = Start
input-select = Select

## Mods

mods-heading = Mody
mods-none = Żaden mod nie jest używany.
mods-back = Wróć do menu
mods-no-data-folder = brak folderu danych w tym systemie
mods-hint = Mody są wczytywane z { $folder } oraz z --mods FOLDER; plik późniejszego moda wygrywa.
    `kingdomino-duel check-mod FOLDER` wypisuje wszystkie problemy moda.
mods-folder = Folder: { $folder }
mods-replaces-nothing = Niczego nie zastępuje
mods-replaces = Zastępuje: { $files }
mods-more-problems = … i { $count } więcej

## What went wrong at start

problem-data-unwritable = Twoich gier, ustawień i statystyk nie da się zachować w { $place }: { $error }. Możesz grać, ale następnym razem nic z tego nie zostanie.
problem-unreadable-moved = { $what ->
    [identity] Nie udało się odczytać pliku tożsamości online
    [online] Nie udało się odczytać pliku pokoju online
    [save] Nie udało się odczytać zapisanej gry
    [settings] Nie udało się odczytać pliku ustawień
    [statistics] Nie udało się odczytać pliku statystyk
   *[controls] Nie udało się odczytać pliku sterowania
}: { $why }. Przeniesiono go obok jako { $file }, a { $instead }. ({ $place })
problem-unreadable-stuck = { $what ->
    [identity] Nie udało się odczytać pliku tożsamości online
    [online] Nie udało się odczytać pliku pokoju online
    [save] Nie udało się odczytać zapisanej gry
    [settings] Nie udało się odczytać pliku ustawień
    [statistics] Nie udało się odczytać pliku statystyk
   *[controls] Nie udało się odczytać pliku sterowania
}: { $why }. Nie udało się go też odsunąć ({ $error }); zostaje bez zmian, a { $instead }. ({ $place })
instead-backup-offered = Kontynuuj proponuje zapis z poprzedniej tury
instead-without-save = gra zaczyna się bez niego
instead-without-online-room = ekran tytułowy nie proponuje powrotu do gry online
instead-new-identity = grasz z kimkolwiek pod nową tożsamością, dopóki nie przywrócisz starego pliku (Ustawienia, Online)
instead-default-settings = gra zaczyna z domyślnymi ustawieniami
instead-statistics-from-zero = statystyki liczą się od zera
instead-default-controls = gra zaczyna z domyślnym sterowaniem
problem-save-kept = Zapisanej gry nie można tu kontynuować: { $problem }. Została zachowana obok jako { $file }: zmień jej nazwę na { $save } i { $advice }. ({ $place })
problem-save-stuck = Zapisanej gry nie można tu kontynuować: { $problem }; { $advice }. Nie udało się jej odsunąć ({ $error }), więc nowa gra ją zastąpi. ({ $place })
advice-without-mods = uruchom grę bez modów, by ją kontynuować
advice-with-mods = uruchom grę z tymi modami, by ją kontynuować
advice-other-version = kontynuuj ją w wersji gry, która ją zapisała
problem-controls-restored = Niektóre czynności nie miały klawisza ani przycisku i dostały domyślne: { $actions }.
problem-mod-folder = Folder moda { $folder }: { $problem } (nie jest używany)
problem-mod-file = Mod „{ $name }”: { $problem } ({ $instead })
instead-mod-rules = gra toczy się według zasad „{ $name }”
instead-default-rules = gra toczy się według domyślnych zasad
instead-own-file = gra używa własnego pliku
problem-rules = { $problem }
problem-music = { $problem } (gra toczy się dalej bez tej muzyki)
    Gra toczy się według domyślnych zasad.
problem-unknown-language = Nie ma języka „{ $code }”: gra mówi po angielsku. Języki: { $languages }.

## Replays

title-replays = Powtórki
replays-heading = Powtórki
replays-explained = Każda ukończona gra jest tu zachowana: wybierz jedną, aby obejrzeć ją ponownie lub wyeksportować.
replays-none = Nie ma jeszcze powtórek: każda ukończona gra zostanie tu zachowana.
replays-row = { $date } · { $first } { $first-points } – { $second-points } { $second }
replays-row-unwatchable = { $date } · nie do obejrzenia tutaj
replays-detail-length = { $turns ->
    [one] { $turns } tura
    [few] { $turns } tury
   *[many] { $turns } tur
} · { $moves ->
    [one] { $moves } ruch
    [few] { $moves } ruchy
   *[many] { $moves } ruchów
} · ziarno { $seed }
replays-detail-mods = Mody: { $mods }
replays-detail-problem = Nie można jej tu obejrzeć: { $problem }
replays-detail-file = Plik: { $file }
replays-watch = Obejrzyj
replays-export = Eksportuj
replays-back-to-list = Wróć do listy
replays-exported = Wyeksportowano do { $place }
replays-downloaded = Pobrano jako { $place }
replays-export-failed = Nie udało się wyeksportować powtórki: { $error }
replays-hint = Zachowywanych jest ostatnich { $count } ukończonych gier. Esc: powrót.
replays-touch-hint = Zachowywanych jest ostatnich { $count } ukończonych gier.
replay-previous-turn = « Tura
replay-step-back = ‹ Ruch
replay-play = Odtwórz
replay-pause = Pauza
replay-step-forward = Ruch ›
replay-next-turn = Tura »
replay-leave = Zakończ powtórkę
replay-position = Tura { $turn } z { $turns } · ruch { $move } z { $moves }
table-replay = Powtórka · { $date }
game-over-watch-again = Obejrzyj ponownie
game-over-replays = Powtórki

## Play online

online-heading = Graj online
online-explained = Utwórz pokój i daj jego kod znajomemu albo wpisz kod znajomego. Gra z kimkolwiek jest rankingowa i na czas.
online-server = Serwer: { $server }
online-playing-as = Twoje imię: { $name } (do zmiany w Ustawieniach)
online-playing-as-unset = Nie masz jeszcze imienia: inni widzą „Player” (wybierz je w Ustawieniach)
online-typed = Kod pokoju: { $code }
online-connecting = Łączenie z serwerem…
online-waiting = Pokój { $code }
    Przekaż ten kod. { $others ->
        [one] Czekamy na drugiego gracza…
       *[other] Czekamy na pozostałych graczy…
    }
online-link = Albo wyślij ten link: { $link }
online-starting = Wszyscy są na miejscu: gra się zaczyna.
online-failed = Nie można: { $reason }
online-hint = Wpisz kod albo wklej go (Ctrl+V); Backspace usuwa znak, Esc wraca.
online-waiting-hint = Kopiuj umieszcza kod w schowku; Esc lub Anuluj opuszcza pokój.
online-seeking-hint = Zagrasz z graczem o najbliższym rankingu spośród proszących, z coraz szerszym zakresem, im dłużej czekasz; Esc lub Anuluj przerywa szukanie.
online-cancel = Anuluj
online-copy = Kopiuj
online-copied = Skopiowano
online-copy-failed = Nie udało się skopiować
online-make-room = Utwórz pokój
online-play-anyone = Graj z kimkolwiek
online-seeking = Szukam przeciwnika…
online-seeking-clock = Rankingowa, { $time } na ruch: za gracza, któremu skończył się czas, ruch wykonuje komputer, a trzy takie razy to przegrana.
online-join-room = Dołącz do tego pokoju
online-watch-room = Oglądaj ten pokój
online-watch-waiting = Pokój { $code }
    Oglądasz: gra pojawi się, gdy jej gracze będą na miejscu…
online-game = Gra: { $value }
online-game-duel = Pojedynek
online-game-original = Kingdomino dla { $players } graczy
online-hints = Podpowiedzi, jeśli drugi gracz też się zgodzi: { $value }
online-watchers = Widzowie, jeśli wszyscy się zgodzą: { $value }
online-opponent-away = { $name } stracił połączenie: czekamy na powrót ({ $time })
online-store-away = Serwer nie może teraz zapisać tej partii: grajcie dalej, zapisze ją, gdy tylko będzie mógł
online-store-back = Serwer znów zapisuje tę partię
online-opponent-long-away = { $name } wciąż nie wrócił. Czekaj dalej (gra toczy się, gdy wróci) albo pozwól komputerowi zagrać za niego.
online-computer-stands-in = Komputer (Ekspert) gra za gracza { $name }, dopóki nie wróci.
original-online-long-away = Gracza { $name } wciąż nie ma: w jego turze komputer (Ekspert) gra za niego, dopóki nie wróci.
original-online-clock = Czas na ruch gracza { $name }: { $time }
game-over-rematch-everyone = Zagraj ponownie z tymi samymi graczami
game-over-rematch-everyone-waiting = Czekam, aż wszyscy zechcą zagrać ponownie…
original-online-computer = Komputer ({ $level })
online-let-computer-play = Niech komputer zagra za gracza { $name }
online-clock = Czas na każdy ruch: { $value }
online-clock-none = bez limitu
online-clock-minutes = { $minutes ->
    [one] 1 minuta
    [few] { $minutes } minuty
   *[many] { $minutes } minut
}
online-clock-seconds = { $seconds } s
online-clock-day = 24 godziny (gra na kilka dni)
online-time-ran-out = Czas gracza { $name } na ten ruch minął: komputer (Ekspert) wykonał go za niego.
online-time-ran-out-yours = Twój czas na ten ruch minął: komputer (Ekspert) wykonał go za ciebie.
online-computer-played-for-you = Pod twoją nieobecność komputer (Ekspert) wykonał za ciebie { $count ->
    [one] jeden ruch
    [few] { $count } ruchy
   *[many] { $count } ruchów
}. Wracasz na swoje miejsce.
why-points-gained = +{ $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}
why-points-lost = −{ $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}
why-line-near-power = { $squares ->
    [0] twoja linia „{ $coat }” daje ci moc ({ $power })
    [one] twojej linii „{ $coat }” brakuje jednego pola do mocy
    [few] twojej linii „{ $coat }” brakuje { $squares } pól do mocy
   *[many] twojej linii „{ $coat }” brakuje { $squares } pól do mocy
}
why-crosses = { $crosses ->
    [one] kość „{ $coat }” z jednym krzyżykiem
    [few] kość „{ $coat }” z { $crosses } krzyżykami
   *[many] kość „{ $coat }” z { $crosses } krzyżykami
}
why-joker = joker: jego herb wybierzesz tam, gdzie go narysujesz
why-keeps-powers = bez mocy nic się nie mieści: zachowaj je na lepszą turę
why-win-share = wygrał { $percent }% partii wyobrażonych przez Eksperta
why-only-move = jedyny możliwy ruch
action-hint = Podpowiedź
hint-button = Podpowiedź
hint-thinking = Ekspert zastanawia się nad twoim ruchem…
hint-expert = Podpowiedź: { $move } — { $why }
hint-move-take-die = weź kość { $die }
hint-move-take-two-dice = weź naraz kości { $first } i { $second }
hint-move-castle-bonus = bonus zamkowy na tę kość: { $die }
hint-move-turn-die = obróć tę kość na { $face }: { $die }
hint-move-draw = narysuj domino tam, gdzie teraz stoi
hint-move-joker-coat = nadaj jokerowi herb { $coat }
hint-move-pass = spasuj
hint-move-bonus-coat = wybierz herb { $coat }
hint-move-extra-cross = postaw krzyżyk tam, gdzie stoi kursor
hints-used = { $name }: { $count ->
    [one] jedna podpowiedź
    [few] { $count } podpowiedzi
   *[many] { $count } podpowiedzi
}
story-heading = Przebieg gry
story-scores = Punkty na koniec każdej tury
story-spellbook = Pola księgi zaklęć
story-turn = tura { $turn }
story-swings = Gdzie prowadzenie zmieniło się najbardziej:
story-swing = Tura { $turn }: { $name } +{ $points }
story-scores-by-line = Punkty na koniec każdego rzędu
story-line = rząd { $turn }
story-swing-line = Rząd { $turn }: { $name } +{ $points }
replays-watch-from = Od tury { $turn } (zmiana o { $points } pkt)

# Co czytnik ekranu mówi o obrazkach na stole: kość, ścianka, pole mapy.
a11y-face = { $coat }, { $crosses ->
    [0] bez krzyżyka
    [one] jeden krzyżyk
    [few] { $crosses } krzyżyki
   *[many] { $crosses } krzyżyków
}
a11y-joker = joker, jego herb wybiera się tam, gdzie się go rysuje
a11y-die = Kość { $number }: { $face }
a11y-die-taken = Kość { $number }: { $face }, wzięta przez: { $name }
a11y-map = Mapa: { $name }
a11y-square = Wiersz { $row }, kolumna { $column }: { $content }
a11y-square-spot = Wiersz { $row }, kolumna { $column }: { $content }; domino może tu trafić
a11y-square-empty = puste
a11y-castle = zamek
a11y-kingdom-held = { $square }. Tu trzymasz swoje domino: { $domino }, jego drugie pole { $direction ->
    [north] powyżej
    [south] poniżej
    [west] po lewej
   *[east] po prawej
}

## Stół oryginalnego Kingdomino
original-player = Gracz { $number }
original-first-claims = Królowie wybierają pierwsze domino
original-round = Rząd { $round } z { $rounds }
original-game-over = Gra skończona
original-to-claim = { $name } { $who ->
    [you] wybierasz
   *[other] wybiera
} domino
original-to-place = { $name } { $who ->
    [you] dokładasz
   *[other] dokłada
} domino
original-next-line = Następny rząd
original-count = { $player }: { $points } pkt
original-winner = { $who ->
    [you] Wygrywasz
   *[other] Wygrywa { $name }
}
original-shared-win = { $names } dzielą zwycięstwo
original-count-middle = Państwo Środka: +{ $points }
original-count-harmony = Harmonia: +{ $points }
original-count-tie-numbers = Największy obszar { $squares } · korony { $crowns }
original-count-by-domain = Równe wyniki: decyduje największy obszar.
original-count-by-crowns = Równe wyniki i największe obszary: decydują korony.
original-count-all-equal = Równe wyniki, największe obszary i korony: zwycięstwo jest wspólne.
original-discarded = Odrzucone domina ({ $count }): { $numbers }
original-claim = Domino { $number }: { $first }, { $second }
original-square = { $crowns ->
    [0] { $terrain }
    [one] { $terrain } z koroną
    [few] { $terrain } z { $crowns } koronami
   *[other] { $terrain } z { $crowns } koronami
}
terrain-w = pole pszenicy
terrain-f = las
terrain-l = jezioro
terrain-g = łąka
terrain-s = bagno
terrain-m = kopalnia
original-claim-help = Wybierz dla swojego króla domino z następnego rzędu.
original-turn = Obróć
original-take-back = Zabierz
original-take-back-help = { $then } Zabierz (lub Backspace) oddaje ci ostatnio dołożone domino.
original-discard = Odrzuć
original-fits-nowhere = Twoje domino nigdzie nie pasuje do królestwa: zostaje odrzucone.
original-place-help = Pasuje tutaj: kliknij, dotknij lub naciśnij Enter, aby je dołożyć; R lub Obróć je obraca.
original-refused-taken = Nie tutaj: jedno z pól jest już zajęte.
original-refused-past-the-side = Nie tutaj: królestwo miałoby więcej niż { $side } pól szerokości lub wysokości.
original-refused-unjoined = Nie tutaj: jedno z jego pól musi stykać się z zamkiem lub z tym samym terenem.
original-taken-back = Cofnięto: wykonaj ruch jeszcze raz.
original-pause = Pauza
pause-leave = Wyjdź z gry
title-original-game = Oryginalne Kingdomino (od 2 do 4 graczy)…
original-setup-heading = Oryginalne Kingdomino
original-setup-explained = Od dwóch do czterech królestw, każdy gracz dokłada domina do swojego: osoby przy tym ekranie, komputer lub gracze online. Wybierz, kto gra każdym z nich.
original-setup-hint = Wybierz wiersz, aby go zmienić; Esc wraca.
original-setup-start = Zacznij
original-setup-players = Gracze: { $count }
original-setup-person = { $player }: osoba
original-setup-computer = { $player }: komputer ({ $level })
original-setup-online = { $player }: gracz online
original-setup-make-room = Utwórz pokój online dla { $count }
original-setup-one-person-here = Pokój potrzebuje jednej osoby tutaj ({ $persons ->
    [0] nie wybrano żadnej
    [one] wybrano { $persons }
    [few] wybrano { $persons }
   *[other] wybrano { $persons }
}): każda inna osoba gra online na własnym ekranie
original-setup-mighty-duel = Wielki pojedynek (7 na 7, wszystkie domina): { $value }
original-setup-middle = Państwo Środka (+10 za zamek w środku): { $value }
original-setup-harmony = Harmonia (+5 za królestwo bez luk): { $value }
original-setup-dynasty = Dynastia (trzy gry, punkty sumowane): { $value }
original-dynasty-game = Dynastia, gra { $game } z { $games }
game-over-next-game = Następna gra Dynastii ({ $game } z { $games })
game-over-next-game-waiting = Czekam, aż wszyscy zaczną grę { $game } z { $games }…
dynasty-winner = { $who ->
    [you] Wygrywasz
   *[other] Wygrywa { $name }
} Dynastię, łącznie punktów: { $points }
dynasty-shared-win = { $names } dzielą zwycięstwo w Dynastii, każdy ma punktów: { $points }
dynasty-leader = Po grze { $game } z { $games } { $who ->
    [you] prowadzisz
   *[other] prowadzi { $name }
} w Dynastii, punktów: { $points }
dynasty-shared-lead = Po grze { $game } z { $games } { $names } prowadzą razem w Dynastii, każdy ma punktów: { $points }
dynasty-by-games-won = Równe sumy: decyduje więcej wygranych gier.
dynasty-game = Gra { $number }
dynasty-in-all = Razem
original-replay-at = Powtórka · ruch { $move } z { $moves }
replay-previous-line = « Rząd
replay-next-line = Rząd »
replays-original = Oryginalne Kingdomino
replays-original-score = { $player } { $points }
replays-detail-original-length = Rzędy: { $lines } · ruchy: { $moves } · ziarno { $seed }
replays-detail-variants = Warianty: { $variants }
replays-variant-mighty-duel = Wielki pojedynek
replays-variant-middle = Państwo Środka
replays-variant-harmony = Harmonia
original-hint-claim = Ekspert wziąłby domino { $number }: jest zaznaczone.
original-hint-place = Ekspert dodałby twoje domino tam, gdzie je trzymasz: Enter je kładzie.
original-hint-discard = Ekspert się zgadza: twoje domino nigdzie nie pasuje, odrzuć je.
original-hint-why = Wygrał { $share }% partii, które sobie wyobraził od tego miejsca.
rating-change = Twój ranking: { $before } → { $after } ({ $change }){ $provisional ->
    [yes] , tymczasowy do 10 gier rankingowych
   *[no] {""}
}
rating-not-counted = Gra bez rankingu: niektórzy z was grali już dziś ze sobą { $meetings } razy w grach rankingowych
online-leaderboard = Ranking
leaderboard-heading = Ranking
leaderboard-of = { $game } na { $server }
leaderboard-duel = Kingdomino Duel
leaderboard-original = Kingdomino
leaderboard-game = Gra: { $game }
leaderboard-asking = Pytanie do serwera…
leaderboard-failed = Nie udało się odczytać rankingu: { $reason }
leaderboard-empty = Nikt nie jest jeszcze w rankingu: gracz trafia do niego po { $games } grach rankingowych z „Graj z kimkolwiek”.
leaderboard-rank = Miejsce
leaderboard-player = Gracz
leaderboard-rating = Ranking
leaderboard-games = Gry
leaderboard-you = Ty:
leaderboard-unrated = Nie masz jeszcze rankingu w tej grze: zagraj z kimkolwiek, aby go zdobyć.
identity-playing-as = W grach rankingowych grasz jako { $player }.
identity-none = Tożsamość (nazwę ze znacznikiem) dostajesz, gdy pierwszy raz zagrasz z kimkolwiek.
identity-copy = Skopiuj swoją tożsamość
identity-paste = Wklej tożsamość
identity-copied = Twoja tożsamość jest w schowku: nie pokazuj jej nikomu, to jesteś ty.
identity-not-copied = Nie udało się skopiować tożsamości: { $reason }
identity-pasted = Na tym komputerze jesteś teraz { $player }.
identity-refused = Tej tożsamości nie można użyć ({ $reason }): twoja zostaje.
online-seeking-near = Szukam gracza w pobliżu { $rating }{ $widening ->
    [yes] , poszerzam do ±{ $within }…
   *[no] …
}
leaderboard-rating-value = { $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
}
