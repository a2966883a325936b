/**
 * Passwords of 8 characters or more that top the public breach lists (shorter ones fail the length
 * check anyway). Compared in lower case, so each is listed once. Compact on purpose: the repeated and
 * sequence checks in rules.ts catch the long tail of "aaaaaaaa" and "12345678..." variants.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `
password password1 password12 password123 password1234 password! password@123 passw0rd p@ssw0rd p@ssword
p@ssword1 pa$$word pass@123 pass1234 password01 password2 password3 passwords passwort motdepasse
contraseña contrasena 12345678 123456789 1234567890 12345678910 0123456789 87654321 987654321 9876543210
11111111 00000000 88888888 99999999 22222222 12341234 123123123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2
zaq12wsx zaq1zaq1 qwertyui qwertyuiop qwerty123 qwerty12 qwerty1234 qwertyu1 asdfghjk asdfghjkl
zxcvbnm1 zxcvbnm123 1234qwer qwer1234 abcd1234 abc12345 abcdefgh abcdefg1 a1b2c3d4 aa123456 aa12345678
iloveyou iloveyou1 iloveyou2 sunshine sunshine1 princess princess1 football football1 baseball
baseball1 basketball superman superman1 batman123 starwars starwars1 trustno1 letmein1 letmein123
welcome1 welcome123 welcome@123 welcome! whatever whatever1 dragon123 monkey123 master123 shadow123
michael1 jennifer jordan23 hunter12 hunter123 computer computer1 internet freedom1 charlie1
mustang1 midnight liverpool chelsea1 arsenal1 manchester abcabc123 abcd@1234 admin123 admin1234
admin@123 administrator adminadmin root1234 rootroot changeme changeme1 changeme123 default1 secret123
secret12 test1234 test@123 testtest testing123 guest123 user1234 login123 welcomeback myspace1
qazwsxedc qazwsx123 q1w2e3r4 q1w2e3r4t5 google123 facebook1 samsung1 samsung123 india123 india@123
indian123 jaipur123 jaipur@123 bharat123 hindustan krishna1 krishna123 ganesh123 jaishriram
jaishreeram omnamahshivaya sairam123 mahadev123 cricket1 cricket123 sachin10 dhoni007 mumbai123
delhi123 rajasthan cadmax123 cadmax@123 architect architect1 architecture planning1 lovely123
loveyou1 lovely12 blink182 pokemon1 naruto123 qwerty@123 1234abcd 11223344 12344321 147258369
159753456 741852963 789456123 123654789 147852369 password@1 qwe12345 asd12345 zxc12345 abcd12345
`
    .split(/\s+/)
    .filter(Boolean),
);
