# Jak grać, po polsku: strony, które nowy gracz czyta po kolei. Każda strona ma tytuł
# (howto-NAZWA-heading) i tekst (howto-NAZWA); obrazek pod tekstem gra rysuje z własnych
# przykładów.

menu-how-to-play = Jak grać
howto-page = Jak grać · { $number } z { $count }
howto-hint = ← → wybór · Enter lub A: naciśnij · ↑ ↓ lub kółko: przewijanie · Esc lub B: wróć
howto-touch-hint = Przesuń stronę palcem, by ją przewinąć · Poprzednia i Następna ją zmieniają · Wróć wraca
howto-previous = ‹ Poprzednia
howto-next = Następna ›

## Podpisy obrazków

howto-caption-die = Kostka { $number }
howto-caption-roll = Rzut
howto-caption-dice-of = Kostki gracza { $role }
howto-caption-map-of = Mapa gracza { $role }
howto-caption-before = Przed
howto-caption-after = Po
howto-caption-allowed = Dozwolone
howto-caption-refused = Odrzucone
howto-taken = { $role } · { $order }
howto-refusal = Odrzucone: { $reason }
howto-largest-domain = Największa posiadłość: { $squares ->
    [one] { $squares } pole
    [few] { $squares } pola
   *[other] { $squares } pól
}
howto-wins = Wygrywa gracz { $role }.
howto-wins-by-tie-break = Ta sama suma: wygrywa gracz { $role } dzięki większej posiadłości.
howto-draw = Ta sama suma i ta sama największa posiadłość: remis.

## Strony

howto-turn-heading = Runda w czterech krokach
howto-turn =
    Każdy gracz buduje królestwo na własnej mapie, a obaj dzielą się czterema kostkami. Każda runda przebiega tak samo:
    1. Rzut: gracz A rzuca czterema kostkami.
    2. Podział: każdy gracz dostaje dwie kostki.
    3. Rysowanie: każdy rysuje swoje dwie kostki na mapie jako domino z dwóch pól.
    4. Księga zaklęć: herby narysowane bez krzyżyka wypełniają twoje linie w księdze zaklęć.
    Potem role się zamieniają: B z tej rundy jest A w następnej. Oto cztery kostki ze wszystkimi ściankami; znak zapytania to joker.

howto-draft-heading = Podział kostek
howto-draft =
    Najpierw gracz A wybiera jedną kostkę. Potem gracz B bierze dwie z trzech pozostałych, a A zatrzymuje ostatnią.
    Pod każdą kostką widać, kto ją wziął i w jakiej kolejności. Twoje dwie kostki to twoje domino w tej rundzie.

howto-connecting-heading = Gdzie wolno rysować domino
howto-connecting =
    Twoje dwie kostki zajmują dwa puste pola obok siebie. Przynajmniej jedno z nich musi stykać się z twoim zamkiem albo z polem tego samego herbu narysowanym we wcześniejszej rundzie. Styk samym rogiem się nie liczy.
    Jeśli domino gdzieś pasuje, musisz je narysować. Jeśli nie pasuje nigdzie, w tej rundzie nic nie rysujesz.
    W dozwolonym rysunku pas dołącza do pasa. W odrzuconym tylko róg dotyka zamku, a gra mówi, dlaczego odmawia.

howto-scoring-heading = Posiadłości i krzyżyki
howto-scoring =
    Pola jednego herbu stykające się bokami tworzą posiadłość; samotne pole też jest posiadłością.
    Na koniec każda posiadłość jest warta tyle, ile ma pól, razy liczba jej krzyżyków. Posiadłość bez krzyżyka nie daje nic, choćby była ogromna. Gra liczy tę mapę poniżej.

howto-spellbook-heading = Wyścig w księdze zaklęć
howto-spellbook =
    Każdy herb ma w księdze zaklęć swoją linię, z jednym rzędem dla każdego gracza. Każda kostka narysowana bez krzyżyka wypełnia jedno pole w linii swojego herbu; joker nie wypełnia niczego.
    Kto pierwszy ukończy linię, zdobywa moc jej czarodzieja, a rząd przeciwnika w tej linii zostaje przekreślony. Tutaj A wypełnia ostatnie pole pasów i zdobywa moc.

howto-power-ignore-connection-heading = Moc: rysuj bez łączenia
howto-power-ignore-connection =
    Raz w grze twoje domino może trafić na dowolne dwa sąsiednie puste pola, niczego nie dotykając.
    Przy stole włącz „{ switch-ignore-connection }”, zanim je położysz. Gra zużywa moc tylko tam, gdzie domino bez niej by się nie zmieściło.

howto-power-separate-dice-heading = Moc: rozdziel swoje kostki
howto-power-separate-dice =
    Raz w grze twoje dwie kostki mogą trafić na dwa pola z dala od siebie. Każda z nich i tak musi stykać się z zamkiem albo z własnym herbem.
    Przy stole włącz „{ switch-separate-dice }”, a potem połóż jedną kostkę i drugą.

howto-power-take-two-dice-heading = Moc: dwie kostki naraz
howto-power-take-two-dice =
    Raz w grze, w rundzie, w której jesteś graczem A, możesz wziąć dwie kostki przy pierwszym wyborze. Przeciwnik dostaje dwie pozostałe.
    Przy stole włącz „{ switch-take-two-dice }” i wybierz obie kostki.

howto-power-turn-die-heading = Moc: obróć kostkę
howto-power-turn-die =
    Raz w grze, przed rysowaniem, możesz obrócić jedną ze swoich kostek na dowolną inną ściankę tej samej kostki.
    Tutaj podwójna kropka zmienia się w ćwiartki z dwoma krzyżykami.

howto-power-domain-bonus-heading = Moc: trzy punkty za posiadłość
howto-power-domain-bonus =
    Gdy tylko zdobędziesz tę moc, wybierasz herb. Na koniec każda posiadłość tego herbu na twojej mapie daje 3 punkty więcej, z krzyżykami czy bez.
    Tutaj A wybiera pasy i liczą się obie jego posiadłości pasów.

howto-power-extra-cross-heading = Moc: jeden krzyżyk więcej
howto-power-extra-cross =
    Gdy tylko zdobędziesz tę moc, dodajesz krzyżyk na dowolnym narysowanym już polu swojej mapy. Krzyżyk na dużej posiadłości, która nie miała żadnego, ożywia całą posiadłość.

howto-castle-bonus-heading = Premia zamkowa
howto-castle-bonus =
    Raz w grze, przed rysowaniem, możesz dodać krzyżyk do jednej ze swoich dwóch kostek, nawet do jokera.
    Kostka z tym krzyżykiem nie wypełnia w tej rundzie żadnego pola księgi zaklęć. Tutaj tylko jedna z dwóch kropek wypełnia linię kropek.

howto-end-heading = Koniec gry
howto-end =
    Gra kończy się po rundzie, w której zapełniła się któraś mapa albo nikt nie narysował domina.
    Wygrywa wyższa suma. Przy równej sumie wygrywa ten, czyja największa posiadłość ma więcej pól; jeśli i to jest równe, jest remis.

howto-decisions-heading = Co rozstrzyga ta gra
howto-decisions =
    • Gracz A w pierwszej rundzie jest losowany (instrukcja: najstarszy gracz).
    • Joker przyjmuje herb wybrany przy rysowaniu; nie ma krzyżyka, chyba że da mu go premia zamkowa.
    • Jeśli domino gdzieś pasuje, trzeba je narysować; jeśli nie pasuje nigdzie, nawet z mocami, w tej rundzie nic się nie rysuje.
    • Z mocą „Rozdziel swoje kostki” każda kostka musi łączyć się sama, a druga może łączyć się z pierwszą. Joker narysowany bez łączenia może przyjąć dowolny herb.
    • Księgę zaklęć wypełniają tylko kostki narysowane na mapie (tekst angielski i polski): kostka z krzyżykiem, joker i kostka z krzyżykiem z zamku nie wypełniają nic.
    • Premia zamkowa i obrót kostki są proponowane tylko wtedy, gdy coś zmieniają.
    • Gra kończy się po rundzie, w której zapełniła się mapa albo nikt nic nie narysował.
    • Moc +3 liczy każdą posiadłość wybranego herbu, z krzyżykami lub bez.
