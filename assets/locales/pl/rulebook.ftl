# The rulebook, as the Rules screen shows it: one paragraph a line; `# ` starts a
# heading, `- ` an item, `@faces` and `@powers` place the game's pictures.
# Written by scripts/rulebook.py from the rulebook's transcription.

rulebook =
    # Elementy gry
    - 4 kostki
    - 1 100-kartkowy notes (z mapą po jednej stronie, z księgą zaklęć – po drugiej)
    - 2 ołówki
    # Wprowadzenie
    Rzuć kostkami, wybierz te, które najbardziej ci odpowiadają, i połącz je w parę, by utworzyć własne domina. Wypełniaj mapę swojego królestwa domino za dominem, powierzając kolejne terytoria zaufanym dygnitarzom. Korzystaj z usług czarodziei, których magiczne zaklęcia pozwolą ci na przejęcie władzy nad całą krainą.
    Kingdomino Duel to niezależna gra, która zachowuje ducha swojego słynnego pierwowzoru – Kingdomino. Tym razem, zamiast dodawać kolejne kafelki domina do swojego królestwa, wybierasz dwie kostki, które łączysz w jedno domino i rysujesz je w granicach swoich włości.
    # Cel gry
    Gracze wybierają kostki, łączą je w domino i dodają do swojego królestwa – tak, aby zdobyć jak najwięcej punktów. Królestwa składają się z posiadłości (grup identycznych herbów połączonych w pionie lub poziomie), które na koniec gry warte są tyle punktów, ile wynosi iloczyn liczby wysokich dygnitarzy (krzyżyków) w tej posiadłości i liczby herbów.
    # Przygotowanie
    - Każdy gracz dobiera po 1 ołówku i 1 kartce z notesu.
    - Gracze kładą kartki przed sobą – stroną z mapą ku górze.
    - Pośrodku stołu należy położyć jeszcze jedną kartę – stroną z księgą zaklęć ku górze. W przeznaczonych do tego miejscach gracze wpisują swoje imiona.
    - 4 kostki należy położyć obok księgi zaklęć.
    Na ściankach kostek pojawia się 7 różnych symboli:
    - 6 różnych herbów – reprezentują zaufane rody, którym gracze powierzą zarządzanie posiadłościami. Przy niektórych herbach widoczne są krzyżyki, które wskazują na obecność wysokich dygnitarzy.
    - Znak zapytania – jest jokerem, który pozwala na wybór dowolnego herbu.
    @faces
    Najstarszy gracz rozpoczyna grę. W pierwszej rundzie będzie graczem A.
    Jego przeciwnik będzie graczem B.
    # Rozgrywka
    Gra toczy się w rundach, z których każda podzielona jest na 4 fazy:
    - 1. Rzut kostkami
    - 2. Przygotowanie domina
    - 3. Wypełnienie mapy
    - 4. Wypełnianie księgi zaklęć
    # 1. Rzut kostkami
    Gracz A rzuca 4 kostkami.
    # 2. Przygotowanie domina
    Gracz A wybiera jedną z 4 kostek. Następnie gracz B wybiera 2 kostki spośród pozostałych 3 kostek. Na koniec gracz A dobiera ostatnią kostkę.
    Obaj gracze mają teraz po 2 kostki, które łączą w domina i dodają do swoich królestw.
    # 3. Wypełnienie mapy
    Każdy z graczy dodaje nowo utworzone domino do swojego królestwa. W tym celu rysuje symbole widoczne na ściankach kostek w dwa sąsiadujące ze sobą puste tarcze herbowe.
    Jeżeli na ściance kostki oprócz symbolu znajdują się krzyżyki, należy zaznaczyć je na mapie królestwa – poprzez zakreślenie odpowiedniej liczby kółek obok wrysowanego symbolu.
    # Zasady łączenia
    Podczas dodawania domina do królestwa gracze muszą spełnić przynajmniej jeden z dwóch poniższych warunków:
    - Jeden z symboli domina (dowolny) musi stykać się ze środkowym polem królestwa, czyli zamkiem.
    - Jeden z symboli domina musi stykać się z identycznym symbolem – narysowanym wcześniej przez gracza. Domina muszą łączyć się w linii prostej; nie liczą się połączenia na skos.
    Jeżeli gracz nie może spełnić żadnego z tych warunków, w tej rundzie nie dodaje domina do mapy.
    Jeśli obok siebie na mapie znajdują się dwa różne herby, warto zamalować przerywaną linię, która je dzieli. Dzięki temu gracz będzie mógł łatwiej śledzić granice swoich posiadłości.
    # 4. Wypełnianie księgi zaklęć
    # Wykorzystaj moce czarodziejów!
    Za każdym razem, gdy gracz dodaje do swojego królestwa herb bez krzyżyków, zakreśla jedno odpowiadające herbowi pole na swojej połowie księgi zaklęć. Dodanie do mapy znaku zapytania nie pozwala na zakreślenie pola w księdze zaklęć.
    Tylko gracz, który jako PIERWSZY wypełni wszystkie pola przy zaklęciu, będzie mógł z niego skorzystać. Przeciwnik tego gracza musi wówczas przekreślić pola po swojej stronie zaklęcia – tak, aby było jasne, że nie będzie on korzystał z tej mocy.
    Gracz A (czyli ten, który w tej rundzie wybierał pierwszą kostkę) jako pierwszy wypełnia pola w księdze zaklęć. Gdy obaj gracze w tej samej rundzie wypełnią wszystkie pola przy jednym zaklęciu, uznaje się, że to gracz A będzie mógł skorzystać z mocy tego zaklęcia.
    # Moce czarodziejów
    @powers
    W trakcie gry każda z poniższych mocy może być wykorzystana tylko raz. Mocy tych można użyć w dowolnym momencie. Wyjątek stanowią moce z symbolem błyskawicy – te opisano na następnej stronie. Gdy moc zostanie wykorzystana, należy ją wykreślić z księgi zaklęć.
    Możesz dodać swoje domino do mapy, nie przestrzegając zasad łączenia.
    Każdą ze swoich kostek możesz dodać do mapy osobno. Obie kostki muszą przestrzegać zasad łączenia.
    Podczas rundy, w której jesteś graczem A, możesz od razu wybrać 2 kostki.
    Możesz przekreślić jedną ze swoich kostek tak, by wskazywała dowolną, wybraną przez siebie ściankę.
    Poniższe 2 moce z symbolem błyskawicy muszą zostać wykorzystane NATYCHMIAST.
    Wybierz herb. Na koniec gry każda POSIADŁOŚĆ z tym herbem będzie warta dodatkowe 3 punkty.
    POSIADŁOŚĆ: grupa kwadratowych pól połączonych w pionie lub poziomie i zawierających te same herby.
    Dodaj jeden krzyżyk do dowolnego herbu na mapie.
    # Koniec rundy
    Gracz B zbiera wszystkie kości i rozpoczyna nową rundę jako gracz A.
    # Bonus zamkowy
    Raz na grę każdy gracz może dodać jeden krzyżyk do jednej z wybranych w tej rundzie kości, nawet jeżeli na tej kości znajduje się znak zapytania. Tak zmieniona kość nie może posłużyć do wypełnienia księgi zakłęb.
    Gracz, który skorzystał z tej możliwości, musi zamalować dach swojego zamku.
    # Koniec gry
    Gra kończy się na koniec rundy, w której wystąpiła jedna z poniższych sytuacji:
    - Przynajmniej jeden gracz zapełnił ostatni herb na swojej mapie.
    - Żaden z graczy nie był w stanie dodać domina do swojej mapy.
    Gracze podliczają swoje punkty w następujący sposób:
    Każde królestwo składa się z POSIADŁOŚCI.
    Każda posiadłość jest warta tyle punktów, ile wynosi iloczyn: LICZBY HERBÓW składających się na tę posiadłość oraz LICZBY WYSOKICH DYGNITARZY (krzyżyków) obecnych w tej posiadłości.
    W królestwie może znaleźć się kilka posiadłości z tym samym herbem. Każdą z takich posiadłości punktuje się oddzielnie.
    Posiadłość bez krzyżyków nie przynosi punktów.
    Ostateczny wynik to suma punktów uzyskanych ze wszystkich posiadłości, które gracz ma w swoim królestwie.
    Jeżeli któryś z graczy skorzystał z mocy dodającej po 3 punkty za każdą posiadłość z wybranym herbem, powinien dodać te punkty do swojego ostatecznego wyniku. Taka posiadłość przyniesie 3 punkty, nawet jeżeli nie ma w niej żadnych krzyżyków.
    Gracz z największą liczbą punktów wygrywa. W przypadku remisu wygrywa gracz, w którego królestwie znajduje się największa posiadłość (z największą liczbą herbów). Jeżeli remis się utrzymuje, gracze wspólnie cieszą się ze zwycięstwa.
